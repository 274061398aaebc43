// The Stripe webhook function Hosting rewrites `/api/payments/stripe/webhook` to: lms-node's receiveStripeWebhook on
// the raw body and the Stripe-Signature header, its refusals as the callable error shape with their 4xx status, as
// the server's route answers (what each event does to an order: lms-domain's conformance group "Stripe events").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainContext, StripeSettings } from '@lms/domain';
import { insertCourse, insertUser } from '@lms/domain/conformance/fixtures/catalogue';
import { orderRow } from '@lms/domain/conformance/fixtures/payments-fixtures';
import { sessionEvent } from '@lms/domain/conformance/fixtures/stripe-events';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';
import { STRIPE_WEBHOOK_PATH, stripeClient } from '@lms/node';
import type { Request } from 'firebase-functions/v2/https';
import { stripeWebhookHandler } from '../../src/hosting/stripe-webhook';
import { recordingResponse } from '../support/recording-response';

const STRIPE: StripeSettings = {
  secretKey: 'sk_test_firebase_webhook',
  webhookSecret: 'whsec_test_firebase_webhook',
  apiUrl: null,
};

let ctx: DomainContext;
let close: () => Promise<void>;
beforeEach(async () => {
  const memory = await openMemoryDomain({ identity: null as never });
  close = memory.close;
  ctx = { ...memory.ctx, config: { ...memory.ctx.config, payments: { stripe: STRIPE, sandbox: false } } };
});
afterEach(async () => {
  await close();
});

interface Answer {
  received?: boolean;
  outcome?: string;
  error?: { code: string; message: string; details?: { reason?: string } };
}

async function post(body: string, headers: Record<string, string> = {}, context = ctx) {
  const { answer, response } = recordingResponse<Answer>();
  const request = {
    method: 'POST',
    path: STRIPE_WEBHOOK_PATH,
    rawBody: Buffer.from(body),
    header: (name: string) => headers[name.toLowerCase()],
  };
  await stripeWebhookHandler(async () => context)(request as unknown as Request, response);
  return answer;
}

const sign = (payload: string, secret = STRIPE.webhookSecret) =>
  stripeClient(STRIPE).webhooks.generateTestHeaderString({ payload, secret });

/** A pending Stripe order of 10.00 EUR for a course, as a started checkout leaves it. */
async function pendingStripeOrder(): Promise<string> {
  await insertUser(ctx.db, 'buyer-1');
  const courseId = await insertCourse(ctx.db, { slug: 'paid-course', price_cents: 1000 });
  const now = ctx.now();
  await ctx.db
    .insertInto('orders')
    .values(
      orderRow(
        {
          id: 'order-1',
          user_id: 'buyer-1',
          course_id: courseId,
          status: 'pending',
          provider: 'stripe',
          provider_reference: 'cs_test_1',
          expires_at: now + 3_600_000,
        },
        now,
      ),
    )
    .execute();
  return 'order-1';
}

const statusOf = async (orderId: string) =>
  (await ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;

describe('the Stripe webhook function', () => {
  it('applies a correctly signed event: the order is paid', async () => {
    const orderId = await pendingStripeOrder();
    const payload = JSON.stringify(
      sessionEvent('checkout.session.completed', { id: 'cs_test_1', orderId, amount: 1000 }),
    );
    const answer = await post(payload, { 'stripe-signature': sign(payload) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true, outcome: 'applied' });
    expect(await statusOf(orderId)).toBe('paid');
    // Delivered again, it changes nothing more.
    const again = await post(payload, { 'stripe-signature': sign(payload) });
    expect(again.body).toEqual({ received: true, outcome: 'already-applied' });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const orderId = await pendingStripeOrder();
    const payload = JSON.stringify(
      sessionEvent('checkout.session.completed', { id: 'cs_test_1', orderId, amount: 1000 }),
    );
    const forged = await post(payload, { 'stripe-signature': sign(payload, 'whsec_someone_else') });
    expect(forged.status).toBe(400);
    expect(forged.body?.error).toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'bad-signature' },
    });
    const unsigned = await post(payload);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body?.error).toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'missing-signature' },
    });
    const empty = await post('', { 'stripe-signature': sign('') });
    expect(empty.body?.error?.details?.reason).toBe('empty-body');
    expect(await statusOf(orderId)).toBe('pending');
    expect(forged.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 when Stripe is off, as the server's route", async () => {
    const off = { ...ctx, config: { ...ctx.config, payments: { stripe: null, sandbox: true } } };
    const answer = await post('{}', { 'stripe-signature': 't=1,v1=00' }, off);
    expect(answer.status).toBe(404);
    expect(answer.body?.error?.code).toBe('functions/not-found');
  });
});
