// GET/POST /payments/sandbox/:orderId and POST /payments/sandbox/:orderId/cancel: the sandbox provider's checkout
// page. What the page shows and does is lms-domain's answerSandboxPage (payments/sandbox-page.ts), which the
// Firebase host's function writes too; this route reads the form and writes the answer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context';
import {
  answerSandboxPage,
  SANDBOX_FORM_BODY_LIMIT,
  SANDBOX_PAGE_PREFIX,
  type SandboxPageAnswer,
  type SandboxPageRequest,
} from '@lms/domain';

export function registerSandboxPages(app: FastifyInstance, ctx: ServerContext): void {
  const answer = async (reply: FastifyReply, request: SandboxPageRequest) => {
    const page: SandboxPageAnswer = await answerSandboxPage(ctx, request);
    reply.headers(page.headers);
    if ('location' in page) return reply.redirect(page.location, page.status);
    return reply.code(page.status).send(page.html);
  };

  void app.register(
    async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: SANDBOX_FORM_BODY_LIMIT },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      scope.get<{ Params: { orderId: string } }>('/:orderId', (request, reply) =>
        answer(reply, { action: 'view', orderId: request.params.orderId }),
      );
      scope.post<{ Params: { orderId: string } }>('/:orderId', (request, reply) =>
        answer(reply, {
          action: 'pay',
          orderId: request.params.orderId,
          form: request.body as Record<string, unknown> | null | undefined,
        }),
      );
      scope.post<{ Params: { orderId: string } }>('/:orderId/cancel', (request, reply) =>
        answer(reply, { action: 'cancel', orderId: request.params.orderId }),
      );
    },
    { prefix: SANDBOX_PAGE_PREFIX },
  );
}
