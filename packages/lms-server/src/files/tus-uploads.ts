// Resumable uploads (spec section 9: above 256 KB) with the tus protocol under API_PATHS.uploads. Every request
// carries the Bearer ID token and is checked here before tus sees it; the upload's metadata names the target path
// and content type. When the last byte arrives the file is verified (magic bytes, size) and moved into place.
import type { ReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { API_PATHS, LmsError, parseStoragePath, SNIFF_BYTES } from '@lms/core';
import { authenticate, type FileService } from '@lms/domain';
import type { ServerContext } from '../context';
import { UNFINISHED_UPLOAD_TTL_MS } from './upload-limits';
import { registerStorageErrorHandler, storageErrorReply } from './storage-error-handler';

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const TUS_METHODS = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'] as const;

/** tus `Upload-Metadata`: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (key) metadata[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  return metadata;
}

export async function registerTusUploads(
  scope: FastifyInstance,
  ctx: ServerContext,
  files: FileService<ReadStream>,
): Promise<void> {
  const disk = ctx.fileBytes;
  const datastore = new FileStore({
    directory: disk.uploadsDir,
    expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_TTL_MS,
  });
  const tus = new TusServer({
    path: API_PATHS.uploads,
    datastore,
    // Relative, so the URL is right behind any proxy; the client resolves it against the endpoint.
    relativeLocation: true,
    // CORS only for the library host origins (http/library-cors.ts); by default tus would answer any origin.
    allowedOrigins: (origin) => ctx.config.libraryOrigins.includes(origin),
    // Each area's own limit is checked when an upload is created (authorize, below).
    maxSize: files.largestUploadBytes,
    async onUploadFinish(_request, upload) {
      const target = parseStoragePath(upload.metadata?.path ?? '');
      const assembled = join(disk.uploadsDir, upload.id);
      try {
        await files.storeAssembledFile(target, upload.metadata?.contentType ?? undefined, {
          size: upload.size ?? 0,
          head: await disk.readHead(assembled, SNIFF_BYTES),
          moveInto: (storagePath) => disk.moveIn(storagePath, assembled),
        });
      } catch (error) {
        await datastore.remove(upload.id).catch(() => undefined);
        const response = storageErrorReply(error, files.limits);
        if (response.serverFault)
          ctx.log.error({ err: error, upload: upload.id }, 'finishing an upload failed');
        throw { status_code: response.statusCode, body: JSON.stringify(response.body) };
      }
      // The bytes were moved into place; only tus' own record of the upload is left to drop.
      await datastore.configstore.delete(upload.id);
      return {};
    },
  });

  registerStorageErrorHandler(scope, files.limits);
  // tus reads the raw request stream itself: Fastify must not touch the body.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') await authorize(request);
    reply.hijack();
    // When the client drops a PATCH, tus aborts the write (it listens for the request's error) and then answers
    // through srvx, which waits for `end()`'s callback: that never runs once the connection is gone, so
    // tus.handle never settles. The request is over when its response closes, and a shutdown waits for handlers
    // still running (http/handlers-in-flight.ts), so the handler ends there too.
    await Promise.race([tus.handle(request.raw, reply.raw), responseClosed(reply.raw)]);
  };

  /** Creating: may the caller write to the target path, and is the file acceptable there? Later: still theirs? */
  const authorize = async (request: FastifyRequest<{ Params: { '*'?: string } }>) => {
    // Signed out is for the file service to judge: support attachments need the contact form's token instead.
    const caller = await authenticate(ctx, request.headers.authorization);
    if (request.method === 'POST') {
      const metadata = parseUploadMetadata(header(request, 'upload-metadata'));
      const path = await files.authorizeWrite(caller, metadata.path ?? '');
      const length = header(request, 'upload-length');
      if (length === undefined || !/^\d+$/.test(length)) {
        throw new LmsError(
          'storage/invalid-argument',
          'Send the Upload-Length header: the size must be known up front.',
        );
      }
      files.checkDeclared(path, metadata.contentType, Number(length));
      return;
    }
    const id = request.params['*'] ?? '';
    const upload = await datastore.getUpload(id).catch(() => null);
    // Unknown uploads are tus' to answer (404); known ones only to the user who started them.
    if (upload) await files.authorizeWrite(caller, upload.metadata?.path ?? '');
  };

  for (const url of [API_PATHS.uploads, `${API_PATHS.uploads}/*`]) {
    scope.route({ method: [...TUS_METHODS], url, handler: handle });
  }

  const cleanup = setInterval(() => {
    tus
      .cleanUpExpiredUploads()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'removing stale uploads failed'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  scope.addHook('onClose', async () => clearInterval(cleanup));
}

function responseClosed(response: ServerResponse): Promise<void> {
  return response.closed
    ? Promise.resolve()
    : new Promise((resolve) => response.once('close', () => resolve()));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
