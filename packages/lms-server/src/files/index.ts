// File storage (profile pictures, course media): single-request uploads, resumable tus uploads, download links and downloads.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { createDiskStore } from './disk-store';
import { loadFileLimits, type FileLimits } from './file-limits';
import { createFileService } from './file-service';
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
  const disk = createDiskStore(ctx.config.dataDir);
  const files = createFileService(ctx, disk, options.limits ?? loadFileLimits());
  // Each in its own scope: their body parsing and error codes must not leak into the rest of the API.
  await app.register(async (scope) => registerSingleRequestFileRoutes(scope, ctx, files));
  await app.register(async (scope) => registerTusUploads(scope, ctx, files, disk));
}

export {
  loadFileLimits,
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_MAX_COURSE_MEDIA_BYTES,
  type FileLimits,
} from './file-limits';
