// The site's icon (assets/favicon.svg: an open book in the product's teal, with an orange bookmark), served by the
// server for every page: the host app's documents and the pages the server writes itself link it (FAVICON_LINK).
// Without one, browsers asked for /favicon.ico on every page and logged its 404 as a console error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FAVICON_LINK, FAVICON_PATH } from '@lms/domain';
import { packageAssetsDir } from '../config';

/** The address and `<link>` of the icon: lms-domain's, since the sandbox checkout page it writes links it too. */
export { FAVICON_LINK, FAVICON_PATH };

const DAY_SECONDS = 86_400;

export function registerFaviconRoutes(app: FastifyInstance): void {
  const icon = readFileSync(join(packageAssetsDir, 'favicon.svg'));
  app.get(FAVICON_PATH, (_request, reply) =>
    reply
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .type('image/svg+xml; charset=utf-8')
      .send(icon),
  );
  // What a browser asks for by itself where a document links no icon (a JSON answer opened in a tab, an old
  // bookmark): the same icon, rather than a 404 in its console.
  app.get('/favicon.ico', (_request, reply) => reply.redirect(FAVICON_PATH, 301));
}
