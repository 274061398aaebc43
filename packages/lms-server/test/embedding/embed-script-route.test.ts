// GET /embed.js serves the built script to any site, as JavaScript, briefly cached; without a build it says so
// with a 404 instead of answering the host app's HTML.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/http/error-handler';
import { registerEmbedScriptRoute } from '../../src/embedding/embed-script-route';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(file: string | null) {
  const app = Fastify();
  registerErrorHandler(app);
  registerEmbedScriptRoute(app, file);
  apps.push(app);
  await app.ready();
  return app;
}

describe('GET /embed.js', () => {
  it('serves the built script as JavaScript any page may load', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lms-embed-script-'));
    const file = join(dir, 'embed.js');
    await writeFile(file, 'window.LmsEmbed={};');
    const response = await (await appWith(file)).inject({ method: 'GET', url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('window.LmsEmbed={};');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 with a reason when the script was not built', async () => {
    for (const file of [null, '/nonexistent/embed.js']) {
      const response = await (await appWith(file)).inject({ method: 'GET', url: '/embed.js' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'functions/not-found' } });
    }
  });
});
