// The built Storybook's static server answers each file with the media type the browser needs (sql.js's
// WebAssembly, the certificate fonts, the captions) and never serves a file outside its folder.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from './static-server.mjs';

const parent = mkdtempSync(join(tmpdir(), 'lms-static-'));
const root = join(parent, 'storybook-static');
const server = createStaticServer(root);
let base = '';

beforeAll(async () => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Storybook</title>',
    'assets/sql-wasm.wasm': '\0asm',
    'assets/NotoSans.ttf': 'font',
    'assets/NotoSans.woff2': 'font',
    'assets/iframe.js': 'export {}',
    'assets/demo-video.vtt': 'WEBVTT',
    'assets/demo-video.webm': 'video',
    'assets/data.unknown-kind': 'bytes',
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(root, name), body);
  writeFileSync(join(parent, 'secret.txt'), 'outside the build');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(parent, { recursive: true, force: true });
});

describe('static Storybook server', () => {
  it.each([
    ['/assets/sql-wasm.wasm', 'application/wasm'],
    ['/assets/NotoSans.ttf', 'font/ttf'],
    ['/assets/NotoSans.woff2', 'font/woff2'],
    ['/assets/iframe.js', 'text/javascript; charset=utf-8'],
    ['/assets/demo-video.vtt', 'text/vtt; charset=utf-8'],
    ['/assets/demo-video.webm', 'video/webm'],
    ['/index.html', 'text/html; charset=utf-8'],
    ['/', 'text/html; charset=utf-8'],
    ['/assets/data.unknown-kind', 'application/octet-stream'],
  ])('serves %s as %s', async (path, type) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('sends the file itself', async () => {
    expect(await (await fetch(`${base}/assets/demo-video.vtt`)).text()).toBe('WEBVTT');
  });

  it('answers a missing file with 404', async () => {
    const response = await fetch(`${base}/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('never serves a file outside the build folder', async () => {
    // URL parsing resolves "..", even as %2e%2e; an encoded slash reaches the server and decodes to "/../".
    const response = await fetch(`${base}/..%2fsecret.txt`);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('outside the build');
  });

  it('answers a malformed address with 400', async () => {
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });

  it('only reads', async () => {
    const response = await fetch(`${base}/index.html`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
