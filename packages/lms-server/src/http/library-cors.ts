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

export async function registerLibraryCors(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'libraryOrigins'>,
): Promise<void> {
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
