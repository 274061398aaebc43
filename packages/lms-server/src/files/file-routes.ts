// Single-request uploads, download links and downloads:
//   PUT|POST /api/files/<path>               the bytes of a small file (clients use tus above 256 KB)
//   GET      /api/files/url/<path>           {url, downloadPath} for whoever may read the path's folder
//   GET      /api/files/download/<path>?token=...   the bytes (byte ranges too, for video), no sign-in: the token
//                                                   is the permission
import type { ReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, LmsError, type StoragePath } from '@lms/core';
import { authenticate, type FileService } from '@lms/domain';
import type { Caller, ServerContext } from '../context';
import { errorResponse } from '../http/error-response';
import { singleRequestMaxBytes, tooLargeForOneRequest } from './upload-limits';
import { parseRange } from './byte-range';
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
    reply
      // Captions must be read as UTF-8 (WebVTT is always UTF-8); other types carry no charset.
      .type(file.contentType === 'text/vtt' ? 'text/vtt; charset=utf-8' : file.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${file.disposition}; filename="${file.filename}"`)
      // Pictures and videos are shown by pages on other origins (embedded widgets); the token guards access.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; sandbox");
    const range = parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.size}`)
        .type('application/json; charset=utf-8')
        .send(
          errorResponse(
            new LmsError(
              'storage/invalid-argument',
              `The requested range is outside the file (${file.size} bytes).`,
            ),
          ).body,
        );
    }
    if (range === null) return reply.header('content-length', file.size).send(await file.read());
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await file.read(range));
  });
}
