// A stand-in for Stripe's API on a local port, for the few endpoints the Stripe provider calls. It records what our
// server sent (form fields and idempotency keys) and answers like Stripe does, including replaying the first answer
// for a repeated idempotency key and refusing amounts under Stripe's 0.50 minimum.
import Fastify, { type FastifyInstance } from 'fastify';

export interface RecordedCall {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface FakeStripeApi {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const calls: RecordedCall[] = [];
  const replies = new Map<string, unknown>();
  let counter = 0;
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const record = (request: {
    method: string;
    url: string;
    body: unknown;
    headers: Record<string, unknown>;
  }) => {
    const header = (name: string) =>
      typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null;
    const call: RecordedCall = {
      method: request.method,
      path: request.url,
      form: (request.body as Record<string, string> | undefined) ?? {},
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
    };
    calls.push(call);
    return call;
  };
  const replay = (call: RecordedCall, make: () => unknown) => {
    if (call.idempotencyKey === null) return make();
    const key = `${call.path}\n${call.idempotencyKey}`;
    if (!replies.has(key)) replies.set(key, make());
    return replies.get(key);
  };

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const call = record(request);
    if (Number(call.form['line_items[0][price_data][unit_amount]']) < 50) {
      return reply.code(400).send({
        error: {
          type: 'invalid_request_error',
          message: 'The Checkout Session total must be at least 0.50.',
        },
      });
    }
    return replay(call, () => {
      counter += 1;
      const id = `cs_test_${counter}`;
      return {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
      };
    });
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request) => {
    record(request);
    return { id: request.params.id, object: 'checkout.session', status: 'expired' };
  });

  app.post('/v1/refunds', async (request) => {
    const call = record(request);
    return replay(call, () => {
      counter += 1;
      return {
        id: `re_test_${counter}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: call.form.payment_intent,
      };
    });
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Stripe API did not listen');
  return { url: `http://127.0.0.1:${address.port}`, calls, close: () => app.close() };
}
