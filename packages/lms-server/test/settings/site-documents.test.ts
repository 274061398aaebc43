// The saved settings in the documents the server sends (the host app's index.html, landing.html and
// action-plan.html): title, language, the product configuration the app boots with and the theme colours, on the
// next request after a save, with the documents' strict script policy unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_PATHS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { signInTestUser } from '../helpers/auth';

// The host app's own documents, as written in apps/host (the build keeps the product configuration's script).
const HOST = resolve(import.meta.dirname, '../../../../apps/host');

describe.each(testDatabases())('settings in the served documents ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let hostDir: string;
  let adminToken: string;

  const page = async (url: string) => (await server.app.inject({ method: 'GET', url })).body;
  const productConfig = (html: string) =>
    JSON.parse(/id="lms-product-config">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, string>;

  beforeAll(async () => {
    hostDir = mkdtempSync(join(tmpdir(), 'lms-host-'));
    for (const document of ['index.html', 'landing.html', 'action-plan.html'])
      writeFileSync(join(hostDir, document), readFileSync(join(HOST, document), 'utf8'));
    server = await createTestServer({ dialect, env: { LMS_HOST_APP_DIR: hostDir } });
    adminToken = (await signInTestUser(server.ctx, { email: 'admin@example.com', admin: true })).idToken;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(hostDir, { recursive: true, force: true });
  });

  async function save(section: string, values: unknown) {
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions('saveSettingsSection'),
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { data: { section, values } },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('before any save: the defaults, and no theme style', async () => {
    const html = await page('/student/dashboard');
    expect(html).toContain('<title>Learning Platform</title>');
    expect(productConfig(html)).toEqual({
      productName: 'Learning Platform',
      productNoun: 'course',
      defaultLanguage: 'en-US',
    });
    expect(html).not.toContain('lms-site-theme');
  });

  it('after a save, every document carries the new name, logo, noun, language and colours', async () => {
    await save('site', {
      siteName: 'Acme <Academy>',
      logoUrl: '/assets/logo.png',
      supportEmail: null,
      productNoun: 'workshop',
    });
    await save('appearance', { colors: { primary: '#fff8e1', theme: '#b71c1c' } });
    await save('language', { defaultLanguage: 'ar' });
    for (const url of ['/', '/student/dashboard', '/action-plan/step-1']) {
      const html = await page(url);
      expect(html, url).toContain('<title>Acme &lt;Academy&gt;</title>');
      expect(html, url).toContain('<html lang="ar" dir="rtl">');
      expect(productConfig(html), url).toEqual({
        productName: 'Acme <Academy>',
        productNoun: 'workshop',
        defaultLanguage: 'ar',
        logoUrl: '/assets/logo.png',
      });
      // No `<` inside the script: a name cannot close it.
      expect(/id="lms-product-config">([\s\S]*?)<\/script>/.exec(html)![1]).not.toContain('<');
      expect(html, url).toContain(
        '<style id="lms-site-theme">.lms-root{--lms-color-primary:#fff8e1;--lms-color-on-primary:#1d1d1d;' +
          '--lms-color-theme:#b71c1c;--lms-color-on-theme:#ffffff;--lms-color-negative:#b71c1c;--lms-color-on-negative:#ffffff;}</style>',
      );
      expect(html.indexOf('lms-site-theme'), url).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('the colours need no change to the script policy: styles are allowed inline, scripts are not', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/student/dashboard' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
