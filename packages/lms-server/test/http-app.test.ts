import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { API_PATHS, operations } from '@lms/core';
import { T0, insertCourse, insertUser } from '@lms/domain/conformance/fixtures/catalogue';
import { testDatabases } from './helpers/databases';
import { createTestServer, type TestServer } from './helpers/server';
import { frameAncestorsOf } from './helpers/policy';
import { saveSection } from '@lms/domain/internal/settings/site-settings';

describe.each(testDatabases())('HTTP app ($dialect)', ({ dialect }) => {
  describe('without a built host app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ dialect, env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist' } });
    });
    afterAll(() => server?.close());

    it('serves the OpenAPI document of every operation at /api/openapi.json', async () => {
      const response = await server.app.inject({ method: 'GET', url: API_PATHS.openapi });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe('3.1.0');
      expect(document.servers).toEqual([{ url: 'http://localhost:0' }]);
      expect(Object.keys(document.paths).sort()).toEqual(
        Object.keys(operations)
          .map((name) => API_PATHS.functions(name))
          .sort(),
      );
    });

    it('answers the version every page checks at boot, the same as the OpenAPI document states', async () => {
      const openapi = await server.app.inject({ method: 'GET', url: API_PATHS.openapi });
      const response = await server.app.inject({ method: 'GET', url: API_PATHS.version });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({ version: openapi.json().info.version });
      expect(response.body.length).toBeLessThan(100);
    });

    it('explains at / that the host app is not built and lists the API, instead of pretending to be the app', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('the host app is not built');
      expect(response.body).toContain('/nonexistent/host-dist');
      expect(response.body).toContain('/api/openapi.json');
      for (const name of Object.keys(operations)) expect(response.body).toContain(API_PATHS.functions(name));
    });

    it('answers other page paths with the same explanation and a 404', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/student/dashboard' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('the host app is not built');
    });

    it('serves the demo thumbnails and lesson files', async () => {
      const svg = await server.app.inject({ method: 'GET', url: '/assets/demo/python-basics.svg' });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
      const csv = await server.app.inject({ method: 'GET', url: '/assets/demo/files/monthly-sales.csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toMatch(/^month,region,units,revenue_eur/);
    });

    it('answers a missing asset or API path with a JSON 404, never HTML', async () => {
      for (const url of [
        '/assets/demo/missing.svg',
        '/api/nothing-here',
        '/assets/demo/files/%2e%2e%2f%2e%2e%2fpython-basics.svg',
      ]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code, url).toBe('functions/not-found');
      }
    });

    it('never serves files outside the asset folder through dot segments', async () => {
      for (const url of ['/assets/demo/../../package.json', '/assets/demo/%2e%2e/%2e%2e/package.json']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('"@lms/server"');
      }
    });

    it('sends the security headers on every answer, framing refused by default', async () => {
      for (const url of ['/', API_PATHS.openapi, '/api/nothing-here', '/assets/demo/python-basics.svg']) {
        const { headers } = await server.app.inject({ method: 'GET', url });
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(frameAncestorsOf(headers['content-security-policy']), url).toBe("frame-ancestors 'none'");
        expect(headers['x-frame-options'], url).toBe('DENY');
      }
    });
  });

  describe('with a built host app and embedding origins', () => {
    let server: TestServer;
    let hostDir: string;
    beforeAll(async () => {
      hostDir = mkdtempSync(join(tmpdir(), 'lms-host-'));
      mkdirSync(join(hostDir, 'assets'));
      writeFileSync(
        join(hostDir, 'index.html'),
        '<!doctype html><title>Host app</title><div id="app"></div>',
      );
      writeFileSync(
        join(hostDir, 'landing.html'),
        '<!doctype html><html><head><title>Landing</title></head><body><div id="app"></div></body></html>',
      );
      writeFileSync(
        join(hostDir, 'action-plan.html'),
        '<!doctype html><title>Action plan</title><div id="app"></div>',
      );
      writeFileSync(join(hostDir, 'assets', 'index-abc123.js'), 'console.log("app")');
      // What apps/host's build writes beside each asset (build/precompress.ts).
      writeFileSync(join(hostDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
      server = await createTestServer({
        dialect,
        env: { LMS_HOST_APP_DIR: hostDir, LMS_EMBED_ORIGINS: 'https://school.example' },
      });
      // Before any page is asked for, so the catalogue cache holds no older answer.
      await insertCourse(server.ctx.db, {
        slug: 'first',
        title: 'Newest </script> course',
        thumbnail: '/t.svg',
        created_at: T0 + 2,
      });
      await insertCourse(server.ctx.db, { slug: 'older', title: 'Older course', created_at: T0 + 1 });
      await insertCourse(server.ctx.db, { slug: 'hidden', title: 'Draft course', status: 'draft' });
    });
    afterAll(async () => {
      await server?.close();
      rmSync(hostDir, { recursive: true, force: true });
    });

    it("serves the host's landing.html at / without long caching", async () => {
      const response = await server.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Landing</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('writes the published courses the API would list into the landing page, gzipped for browsers that take it', async () => {
      const plain = await server.app.inject({ method: 'GET', url: '/?autoland=1' });
      const embedded = /<script type="application\/json" id="lms-first-courses">(.*?)<\/script>/s.exec(
        plain.body,
      );
      const listed = await server.app.inject({
        method: 'POST',
        url: API_PATHS.functions('listCourses'),
        payload: { data: {} },
      });
      expect(JSON.parse(embedded![1]!)).toEqual(listed.json());
      expect(listed.json().result.items.map((course: { title: string }) => course.title)).toEqual([
        'Newest </script> course',
        'Older course',
      ]);
      expect(plain.body).toContain('<link rel="preload" as="image" href="/t.svg" fetchpriority="high">');
      expect(plain.headers.vary).toBe('accept-encoding');

      const gzipped = await server.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'br, gzip;q=0.8' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      const refused = await server.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': 'gzip;q=0' },
      });
      expect(refused.headers['content-encoding']).toBeUndefined();
      const head = await server.app.inject({ method: 'HEAD', url: '/' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    });

    it('falls back to index.html for client routes (SPA), so a reload of /courses/42 works', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/courses/42?tab=outline' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Host app</title>');
    });

    it('answers a path that is no route of the table with the app (its not-found page) and a 404', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Host app</title>');
      expect((await server.app.inject({ method: 'GET', url: '/index' })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: '/admin/coupons' })).statusCode).toBe(200);
    });

    it('names the paths with the stored product noun, at once after it changes (no restart)', async () => {
      const admin = {
        uid: 'noun-admin',
        email: 'noun@example.com',
        admin: true,
        authTime: 0,
        provider: 'password',
      };
      const site = (productNoun: string) => ({
        section: 'site' as const,
        values: { siteName: 'Academy', logoUrl: null, supportEmail: null, productNoun },
      });
      await insertUser(server.ctx.db, admin.uid);
      // A host document: the server writes the stored settings into its product configuration.
      const indexPath = join(hostDir, 'index.html');
      const original = readFileSync(indexPath, 'utf8');
      writeFileSync(
        indexPath,
        '<!doctype html><html><head><title>Host</title>' +
          '<script type="application/json" id="lms-product-config">{"productName":"Host"}</script></head></html>',
      );
      await saveSection(server.ctx, admin, site('program'));
      try {
        expect((await server.app.inject({ method: 'GET', url: '/programs/42' })).statusCode).toBe(200);
        expect((await server.app.inject({ method: 'GET', url: '/courses/42' })).statusCode).toBe(404);
        await saveSection(server.ctx, admin, site('course'));
        expect((await server.app.inject({ method: 'GET', url: '/courses/42' })).statusCode).toBe(200);
      } finally {
        writeFileSync(indexPath, original);
      }
    });

    it('serves hashed build assets with an immutable cache', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the precompressed copy of an asset to browsers that accept it', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe('console.log("app")');
      const plain = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("app")');
    });

    it('does not answer a missing script with index.html', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
      expect(response.statusCode).toBe(404);
    });

    it('does not fall back to the app for API paths or non-GET methods', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
      const post = await server.app.inject({ method: 'POST', url: '/courses/42' });
      expect(post.statusCode).toBe(404);
      expect(post.json().error.code).toBe('functions/not-found');
    });

    it("answers an action-plan step with the host's action-plan document, any deeper path with the app", async () => {
      const step = await server.app.inject({ method: 'GET', url: '/action-plan/step-1?frameSignIn=n1' });
      expect(step.statusCode).toBe(200);
      expect(step.body).toContain('<title>Action plan</title>');
      expect(step.headers['cache-control']).toBe('no-cache');
      const deeper = await server.app.inject({ method: 'GET', url: '/action-plan/step-1/more' });
      expect(deeper.body).toContain('<title>Host app</title>');
    });

    it('allows the configured origins to frame an action-plan step only, never another page', async () => {
      const step = await server.app.inject({ method: 'GET', url: '/action-plan/step-1' });
      expect(step.body).toContain('<title>Action plan</title>');
      expect(frameAncestorsOf(step.headers['content-security-policy'])).toBe(
        "frame-ancestors 'self' https://school.example",
      );
      expect(step.headers['x-frame-options']).toBeUndefined();
      const { headers } = await server.app.inject({ method: 'GET', url: '/' });
      expect(frameAncestorsOf(headers['content-security-policy'])).toBe("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
    });
  });
});
