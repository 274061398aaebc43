// CORS for the React library running in another team's app on another origin (LMS_LIBRARY_ORIGINS, docs/library.md):
// those origins may call the API from their pages; no other origin gets a CORS header. The ID token travels in
// the Authorization header, never in a cookie, so credentials are never allowed (and never with `*`). Resumable
// uploads are tus' own: it answers their CORS with the same list (tus-uploads.ts), so they are left to it here.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@lms/core';
import type { ServerConfig } from '../config';

/** What the library's adapters send: the ID token and JSON (or a file's type) on operations, sign-in and files. */
const ALLOWED_HEADERS = ['authorization', 'content-type'];
const METHODS = ['GET', 'HEAD', 'POST'];
/** Browsers may keep a granted preflight this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export function isLibraryOrigin(config: Pick<ServerConfig, 'libraryOrigins'>, origin: string | undefined) {
  return origin !== undefined && config.libraryOrigins.includes(origin);
}

/** Origins already named in the log: each once, and no more than this many, so spoofed Origin headers cannot flood it. */
const MAX_LOGGED_ORIGINS = 50;

/**
 * Says in the log, once per origin, that a page on an unlisted origin called the API: the browser hides the reason
 * from that page (the library then tells its user the site is not allowed), so the operator learns it here.
 */
function logUnlistedOrigins(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'libraryOrigins' | 'publicUrl'>,
) {
  const ownOrigin = new URL(config.publicUrl).origin;
  const logged = new Set<string>();
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === ownOrigin || logged.size >= MAX_LOGGED_ORIGINS) return;
    if (isLibraryOrigin(config, origin) || logged.has(origin) || !request.url.startsWith('/api/')) return;
    logged.add(origin);
    app.log.warn(
      { origin, url: request.url.split('?', 1)[0] },
      `A page on ${origin} called the API, and browsers will not let it read the answers: ${origin} is not in LMS_LIBRARY_ORIGINS. Add it there if it is an app running the React library.`,
    );
  });
}

export async function registerLibraryCors(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'libraryOrigins' | 'publicUrl'>,
): Promise<void> {
  logUnlistedOrigins(app, config);
  if (config.libraryOrigins.length === 0) return;
  const uploads = API_PATHS.uploads;
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isUpload = path === uploads || path.startsWith(`${uploads}/`);
      callback(null, {
        origin: !isUpload && isLibraryOrigin(config, request.headers.origin) ? request.headers.origin : false,
        credentials: false,
        methods: METHODS,
        allowedHeaders: ALLOWED_HEADERS,
        maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      });
    },
  });
}
