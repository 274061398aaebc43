// Issue 25, part 4: every HTML document the server sends carries a strict Content-Security-Policy (scripts only
// from this site or by nonce/hash, no plugins, no <base>, forms limited, framing limited), a Referrer-Policy and a
// Permissions-Policy; HSTS over HTTPS. The finding reproduced: pages sent only `frame-ancestors 'none'`.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';

const HOST_APP = resolve(fileURLToPath(new URL('../../../../apps/host', import.meta.url)));
const DOCUMENTS = ['index.html', 'landing.html', 'action-plan.html'];

type Headers = Record<string, string | string[] | number | undefined>;

function parsePolicy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Inline scripts the browser would run: no src, and not a data block (JSON). */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  const scripts: { attributes: string; body: string }[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const executable = type === undefined || type === 'module' || type.includes('javascript');
    if (executable && !/\bsrc\s*=/i.test(attributes)) scripts.push({ attributes, body: match[2] ?? '' });
  }
  return scripts;
}

/** What every HTML document must carry; `what` names it in failures. */
function expectStrictDocument(what: string, headers: Headers, html: string): void {
  expect(String(headers['content-type']), what).toMatch(/^text\/html/);
  const policy = parsePolicy(headers['content-security-policy']);
  const defaults = policy.get('default-src');
  expect(defaults, `${what}: default-src`).toBeDefined();
  expect(
    defaults!.every((source) => source === "'self'" || source === "'none'"),
    what,
  ).toBe(true);
  const scripts = policy.get('script-src') ?? defaults!;
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:', 'blob:']) {
    expect(scripts, `${what}: script-src ${loose}`).not.toContain(loose);
  }
  expect(policy.get('object-src') ?? defaults, `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  const formAction = policy.get('form-action');
  expect(formAction, `${what}: form-action`).toBeDefined();
  expect(
    formAction!.every((source) => source === "'self'" || source === "'none'"),
    what,
  ).toBe(true);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toBeDefined();
  for (const script of inlineScripts(html)) {
    const hash = `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`;
    const nonce = /\bnonce\s*=\s*["']?([^"'\s>]+)/i.exec(script.attributes)?.[1];
    const allowed = scripts.includes(hash) || (nonce !== undefined && scripts.includes(`'nonce-${nonce}'`));
    expect(allowed, `${what}: an inline script not allowed by its hash or nonce`).toBe(true);
  }
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBeDefined();
  expect(String(headers['permissions-policy']), `${what}: Permissions-Policy`).toMatch(/camera=\(\)/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
}

describe.each(testDatabases())('document policy ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let bare: TestServer;
  let hostDir: string;
  beforeAll(async () => {
    // The built host app when there is one (what users get), otherwise its source documents.
    const built = join(HOST_APP, 'dist');
    const from = existsSync(join(built, 'index.html')) ? built : HOST_APP;
    hostDir = mkdtempSync(join(tmpdir(), 'lms-csp-host-'));
    for (const document of DOCUMENTS) {
      writeFileSync(join(hostDir, document), readFileSync(join(from, document), 'utf8'));
    }
    server = await createTestServer({
      dialect,
      env: {
        LMS_HOST_APP_DIR: hostDir,
        LMS_EMBED_ORIGINS: 'https://school.example',
        // A provider whose discovery fails: the popup answers with its result page and inline script.
        LMS_GOOGLE_CLIENT_ID: 'client',
        LMS_GOOGLE_CLIENT_SECRET: 'secret',
        LMS_GOOGLE_ISSUER: 'http://127.0.0.1:9',
      },
    });
    bare = await createTestServer({ dialect, env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist' } });
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
    rmSync(hostDir, { recursive: true, force: true });
  });

  const get = (url: string, on = server) => on.app.inject({ method: 'GET', url });

  it('every document of the host app, the server-rendered pages and the popups has the strict policy', async () => {
    const origin = new URL(server.ctx.config.publicUrl).origin;
    const documents = [
      '/',
      '/courses',
      '/student/dashboard',
      '/admin/courses/new',
      '/action-plan/step-1',
      '/api/auth/setup-admin?code=unknown',
      '/api/auth/verify-email?oobCode=unknown',
      '/api/auth/oauth/nobody/start',
      `/api/auth/oauth/google/start?origin=${encodeURIComponent(origin)}`,
      '/api/auth/oauth/google/callback?state=unknown&code=x',
      '/payments/sandbox/no-such-order',
    ];
    for (const url of documents) {
      const response = await get(url);
      expectStrictDocument(url, response.headers, response.body);
    }
    const missing = await get('/', bare);
    expectStrictDocument('host app missing', missing.headers, missing.body);
  });

  it('the popup result page runs its inline script by nonce, and a new nonce each time', async () => {
    const origin = encodeURIComponent(new URL(server.ctx.config.publicUrl).origin);
    const first = await get(`/api/auth/oauth/google/start?origin=${origin}`);
    const second = await get(`/api/auth/oauth/google/start?origin=${origin}`);
    expect(inlineScripts(first.body)).toHaveLength(1);
    expect(first.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('the framed action-plan page keeps its frame-ancestors allow-list; other pages refuse framing', async () => {
    const step = parsePolicy((await get('/action-plan/step-1')).headers['content-security-policy']);
    expect(step.get('frame-ancestors')).toEqual(["'self'", 'https://school.example']);
    const other = parsePolicy((await get('/courses')).headers['content-security-policy']);
    expect(other.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('no HSTS over plain HTTP; HSTS when the site is served over HTTPS', async () => {
    expect((await get('/courses')).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestServer({
      dialect,
      env: { LMS_HOST_APP_DIR: hostDir, LMS_PUBLIC_URL: 'https://lms.example' },
    });
    try {
      expect((await get('/courses', https)).headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });
});
