// File routes answer in the server's usual error shape, but with storage/ codes (spec section 8: "storage errors
// carry similar codes prefixed storage/"), so the client's storage adapter can tell what went wrong.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLmsError, LmsError } from '@lms/core';
import { tooLarge, type FileLimits } from '@lms/domain';
import { errorResponse } from '../http/error-response';
import { singleRequestMaxBytes } from './upload-limits';

/** Translates errors raised by shared code (token checks, Fastify's body parsing) into storage/ codes. */
export function toStorageError(error: unknown, limits: FileLimits): unknown {
  if (isLmsError(error) && error.code === 'functions/unauthenticated') {
    return new LmsError('storage/unauthenticated', error.message);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const maxBytes = singleRequestMaxBytes(limits);
    return tooLarge(maxBytes + 1, maxBytes);
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new LmsError(
      'storage/invalid-format',
      'Send the file with its Content-Type (for example image/png or video/webm).',
    );
  }
  return error;
}

export function storageErrorReply(error: unknown, limits: FileLimits) {
  return errorResponse(toStorageError(error, limits));
}

export function registerStorageErrorHandler(scope: FastifyInstance, limits: FileLimits): void {
  scope.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const response = storageErrorReply(error, limits);
    if (response.serverFault) request.log.error({ err: error }, 'file request failed');
    else
      request.log.info(
        { code: response.body.error.code, message: response.body.error.message },
        'file request rejected',
      );
    return reply.status(response.statusCode).type('application/json; charset=utf-8').send(response.body);
  });
}
