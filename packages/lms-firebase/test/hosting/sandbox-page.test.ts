// The sandbox checkout page function Hosting rewrites `/payments/sandbox/**` to: lms-domain's answerSandboxPage on
// the form read from the raw body, written as the server's route writes it (the page's rules and HTML: the server's
// test/payments/sandbox-checkout.test.ts and lms-domain's conformance group).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SANDBOX_DECLINED_CARD,
  SANDBOX_PAGE_PREFIX,
  SANDBOX_SUCCESS_CARD,
  type DomainContext,
} from '@lms/domain';
import { insertCourse, insertUser } from '@lms/domain/conformance/fixtures/catalogue';
import { orderRow } from '@lms/domain/conformance/fixtures/payments-fixtures';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';
import type { Request } from 'firebase-functions/v2/https';
import { sandboxPageHandler } from '../../src/hosting/sandbox-page';
import { recordingResponse } from '../support/recording-response';

const APP = 'http://app.lms.test';

let ctx: DomainContext;
let close: () => Promise<void>;
let courseId: string;
beforeEach(async () => {
  const memory = await openMemoryDomain({ identity: null as never });
  close = memory.close;
  ctx = {
    ...memory.ctx,
    config: { ...memory.ctx.config, libraryOrigins: [APP], payments: { stripe: null, sandbox: true } },
  };
  await insertUser(ctx.db, 'buyer-1');
  courseId = await insertCourse(ctx.db, { slug: 'paid-course', price_cents: 1000 });
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
          app_address: APP,
          expires_at: now + 3_600_000,
        },
        now,
      ),
    )
    .execute();
});
afterEach(async () => {
  await close();
});

async function request(method: string, path: string, form?: Record<string, string>) {
  const { answer, response } = recordingResponse<string>();
  const body = form === undefined ? '' : new URLSearchParams(form).toString();
  const headers: Record<string, string> =
    form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' };
  const incoming = {
    method,
    path,
    rawBody: Buffer.from(body),
    header: (name: string) => headers[name.toLowerCase()],
  };
  await sandboxPageHandler(async () => ctx)(incoming as unknown as Request, response);
  return answer;
}

const page = `${SANDBOX_PAGE_PREFIX}/order-1`;
const statusOf = async () =>
  (await ctx.db.selectFrom('orders').select('status').where('id', '=', 'order-1').executeTakeFirstOrThrow())
    .status;

describe('the sandbox checkout page function', () => {
  it("shows the checkout form with its own policy: the forms post here and may land on the order's app", async () => {
    const answer = await request('GET', page);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain(`form-action 'self' ${APP};`);
    expect(answer.body).toContain(`<form method="post" action="${page}" novalidate>`);
    expect(answer.body).toContain(`action="${page}/cancel"`);
    expect(answer.body).toContain('TEST MODE');
  });

  it('answers a declined test card with 402 and the order failed', async () => {
    const answer = await request('POST', page, {
      cardNumber: SANDBOX_DECLINED_CARD,
      expiry: '12/40',
      cvc: '123',
    });
    expect(answer.status).toBe(402);
    expect(answer.body).toContain('Payment declined');
    expect(await statusOf()).toBe('failed');
  });

  it('answers an invalid form with 400 and the form again, its problems announced', async () => {
    const answer = await request('POST', page, { cardNumber: '1234', expiry: '', cvc: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('aria-invalid="true"');
    expect(await statusOf()).toBe('pending');
  });

  it("pays with the paying test card and sends the browser to the app's success page with a 303", async () => {
    const answer = await request('POST', page, {
      cardNumber: SANDBOX_SUCCESS_CARD,
      expiry: '12/40',
      cvc: '123',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(new RegExp(`^${APP}/.*\\?order=order-1$`));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await statusOf()).toBe('paid');
    // The page of a paid order says so.
    const after = await request('GET', page);
    expect(after.status).toBe(200);
    expect(after.body).toContain('This order is paid');
  });

  it("cancels and sends the browser back to the app's payment page with a 303", async () => {
    const answer = await request('POST', `${page}/cancel`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${APP}/payment/${courseId}?order=order-1`);
    expect(await statusOf()).toBe('cancelled');
  });

  it('answers 404 for an order it does not have, or an address of no page', async () => {
    for (const [method, path] of [
      ['GET', `${SANDBOX_PAGE_PREFIX}/no-such-order`],
      ['GET', `${page}/cancel`],
      ['DELETE', page],
    ] as const) {
      const answer = await request(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toContain('Checkout not found');
    }
  });
});
