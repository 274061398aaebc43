import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVICON_LINK } from '../src/http/favicon-route';
import { createTestServer, type TestServer } from './helpers/server';

const SOURCES = fileURLToPath(new URL('../src', import.meta.url));
/** The sandbox checkout page's HTML is lms-domain's (the Firebase host writes it too). */
const DOMAIN_PAGES = fileURLToPath(new URL('../../lms-domain/src/payments', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(folder, entry.name)]
        : [],
  );
}

describe("the site's icon", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      dialect: 'sqlite',
      env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist' },
    });
  });
  afterAll(() => server?.close());

  it('is served as an SVG in the product teal, cached for a day', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(response.body).toContain('fill="#00796b"');
  });

  it('answers /favicon.ico, which browsers ask for by themselves, with the same icon instead of a 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('is linked from the page the server answers when the host app is not built', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain(FAVICON_LINK);
  });

  it('is linked from every HTML document the server writes itself (sign-in pages, popups, sandbox checkout)', () => {
    const documents = [...sourceFiles(SOURCES), ...sourceFiles(DOMAIN_PAGES)].filter((file) =>
      /<head[\s>]/.test(readFileSync(file, 'utf8')),
    );
    expect(documents.length).toBeGreaterThanOrEqual(4);
    const withoutIcon = documents
      .filter((file) => !readFileSync(file, 'utf8').includes('${FAVICON_LINK}'))
      .map((file) => relative(join(SOURCES, '..', '..'), file));
    expect(withoutIcon).toEqual([]);
  });
});
