// File storage (profile pictures, course media): single-request uploads, resumable tus uploads, download links and downloads.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { createFileService, type FileLimits } from '@lms/domain';
import { loadFileLimits } from './upload-limits';
import { registerSingleRequestFileRoutes } from './file-routes';
import { registerTusUploads } from './tus-uploads';

export interface FileRoutesOptions {
  /** Defaults to LMS_MAX_UPLOAD_BYTES (5 MB) and LMS_MAX_COURSE_MEDIA_BYTES (200 MB). */
  limits?: FileLimits;
}

export async function registerFileRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: FileRoutesOptions = {},
): Promise<void> {
  const files = createFileService(ctx, options.limits ?? loadFileLimits());
  // Each in its own scope: their body parsing and error codes must not leak into the rest of the API.
  await app.register(async (scope) => registerSingleRequestFileRoutes(scope, ctx, files));
  await app.register(async (scope) => registerTusUploads(scope, ctx, files));
}

export { loadFileLimits } from './upload-limits';
