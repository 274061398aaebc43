// Single-request uploads, download links and downloads:
//   PUT|POST /api/files/<path>               the bytes of a file up to the size limit (clients use tus above 256 KB)
//   GET      /api/files/url/<path>           {url, downloadPath} for the owner or an admin
//   GET      /api/files/download/<path>?token=...   the bytes, no sign-in: the token is the permission
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '@lms/core';
import { authenticate } from '../auth/authenticate';
import type { Caller, ServerContext } from '../context';
import type { FileService } from './file-service';
import { registerStorageErrorHandler } from './storage-error-handler';

type WildcardRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { token?: string } }>;

export async function registerSingleRequestFileRoutes(
  scope: FastifyInstance,
  ctx: ServerContext,
  files: FileService,
): Promise<void> {
  registerStorageErrorHandler(scope, files.limits);
  // The body is the file itself, whatever its declared type; the service decides whether it is acceptable.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: files.limits.maxUploadBytes },
    (_request, body, done) => done(null, body),
  );

  const callers = new WeakMap<FastifyRequest, Caller | null>();

  scope.route({
    method: ['PUT', 'POST'],
    url: `${API_PATHS.files}/*`,
    // Reject before reading the body: who is writing where, and what they say they send.
    onRequest: async (request: WildcardRequest) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      files.authorizeWrite(caller, request.params['*']);
      const length = request.headers['content-length'];
      files.checkDeclared(request.headers['content-type'], length === undefined ? null : Number(length));
      callers.set(request, caller);
    },
    handler: async (request: WildcardRequest, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await files.storeBytes(
        callers.get(request) ?? null,
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
    return (
      reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=3600')
        // Pictures are shown by pages on other origins (embedded widgets); the token already guards access.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream)
    );
  });
}
