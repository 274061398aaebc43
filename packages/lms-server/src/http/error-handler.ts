import type { FastifyInstance } from 'fastify';
import { errorResponse } from './error-response';

/** Every error leaving a route becomes the callable error shape; only server faults are logged as errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const response = errorResponse(error);
    if (response.serverFault) request.log.error({ err: error }, 'request failed');
    else
      request.log.info(
        { code: response.body.error.code, message: response.body.error.message },
        'request rejected',
      );
    return reply.status(response.statusCode).type('application/json; charset=utf-8').send(response.body);
  });
}
