import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers/server';

// The payment page sends the student back to the public URL: opened as 127.0.0.1 while the public URL says
// localhost, the student would come back to another origin, without their session.
describe('the public URL as the one name of a local site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      dialect: 'sqlite',
      env: { LMS_HOST_APP_DIR: '/nonexistent/host-dist', LMS_PUBLIC_URL: 'http://localhost:3000' },
    });
  });
  afterAll(() => server?.close());

  const get = (host: string, url: string) => server.app.inject({ method: 'GET', url, headers: { host } });

  it('sends a page opened as another loopback name to the public URL, path and query kept', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await get(host, '/student/dashboard?tab=2');
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/student/dashboard?tab=2');
    }
  });

  it('serves the public name itself, API calls under any name, and other ports or names untouched', async () => {
    expect((await get('localhost:3000', '/login')).statusCode).toBe(404); // no host app built here: not a redirect
    expect((await get('127.0.0.1:3000', '/api/version')).statusCode).toBe(200);
    expect((await get('127.0.0.1:4000', '/login')).statusCode).toBe(404);
    // Behind a proxy the Host may be the proxy's upstream name: never redirected (it would loop).
    expect((await get('lms.internal:3000', '/login')).statusCode).toBe(404);
  });
});
