// Single-request uploads, download links and downloads:
//   PUT|POST /api/files/<path>               the bytes of a small file (clients use tus above 256 KB)
//   GET      /api/files/url/<path>           {url, downloadPath} for whoever may read the path's folder
//   GET      /api/files/download/<path>?token=...   the bytes (byte ranges too, for video), no sign-in: the token
//                                                   is the permission
import type { ReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, type StoragePath } from '@lms/core';
import { authenticate, downloadHeaders, downloadPart, type FileService } from '@lms/domain';
import type { Caller, ServerContext } from '../context';
import { errorResponse } from '../http/error-response';
import { singleRequestMaxBytes, tooLargeForOneRequest } from './upload-limits';
import { registerStorageErrorHandler } from './storage-error-handler';

type WildcardRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { token?: string } }>;

export async function registerSingleRequestFileRoutes(
  scope: FastifyInstance,
  ctx: ServerContext,
  files: FileService<ReadStream>,
): Promise<void> {
  const bodyLimit = singleRequestMaxBytes(files.limits);
  registerStorageErrorHandler(scope, files.limits);
  // The body is the file itself, whatever its declared type; the service decides whether it is acceptable.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  const callers = new WeakMap<FastifyRequest, { caller: Caller | null; path: StoragePath }>();

  scope.route({
    method: ['PUT', 'POST'],
    url: `${API_PATHS.files}/*`,
    // Reject before reading the body: who is writing where, and what they say they send.
    onRequest: async (request: WildcardRequest) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const path = await files.authorizeWrite(caller, request.params['*']);
      const length = request.headers['content-length'];
      const size = length === undefined ? null : Number(length);
      files.checkDeclared(path, request.headers['content-type'], size);
      if (size !== null && size > bodyLimit) throw tooLargeForOneRequest(size, files.limits);
      callers.set(request, { caller, path });
    },
    handler: async (request: WildcardRequest, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await files.storeBytes(
        callers.get(request)?.caller ?? null,
        request.params['*'],
        request.headers['content-type'],
        body,
      );
      return reply.status(200).send(stored);
    },
  });

  scope.get(`${API_PATHS.files}/url/*`, async (request: WildcardRequest, reply) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    const link = await files.downloadLink(caller, request.params['*']);
    return reply.header('cache-control', 'no-store').send(link);
  });

  scope.get(`${API_PATHS.files}/download/*`, async (request: WildcardRequest, reply) => {
    const file = await files.openDownload(request.params['*'], request.query.token);
    reply.headers(downloadHeaders(file));
    const part = downloadPart(request.headers.range, file.size);
    if (part.status === 416) {
      return reply
        .status(416)
        .headers(part.headers)
        .type('application/json; charset=utf-8')
        .send(errorResponse(part.error).body);
    }
    return reply
      .status(part.status)
      .headers(part.headers)
      .send(await file.read(part.range ?? undefined));
  });
}
