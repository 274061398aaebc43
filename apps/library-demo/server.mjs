// Serves the built library demo (dist/) on its own origin, as another team's static host would: the files, and
// index.html for every other path (the library's router owns the addresses), with the server's address written
// into its <meta name="lms-url">. No proxy: the page calls the learning platform's API across origins, which the
// platform allows through LMS_LIBRARY_ORIGINS (docs/library.md).
//
//   npm run build && LMS_URL=http://localhost:3000 node apps/library-demo/server.mjs
//
// Environment: LMS_URL (default http://localhost:3000), PORT (4200), HOST (localhost).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.PORT ?? 4200);
const HOST = process.env.HOST ?? 'localhost';
const LMS_URL = (process.env.LMS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const escapeAttribute = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function indexPage() {
  const html = await readFile(`${DIST}index.html`, 'utf8');
  return html.replace(
    /<meta name="lms-url" content="[^"]*"/,
    `<meta name="lms-url" content="${escapeAttribute(LMS_URL)}"`,
  );
}

const server = createServer(async (request, response) => {
  try {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://demo').pathname);
    const file = normalize(`${DIST}${path}`);
    if (path !== '/' && file.startsWith(DIST.replace(/\/$/, sep)) && extname(file) !== '') {
      const body = await readFile(file).catch(() => null);
      if (body !== null) {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        return response.end(body);
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Not found');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(await indexPage());
  } catch (error) {
    console.error(error);
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The demo failed; see its console.');
  }
});

server.listen(PORT, HOST, () => console.log(`Library demo on http://${HOST}:${PORT}, API at ${LMS_URL}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
