// LMS_PAYMENTS_SANDBOX=false without Stripe: test cards stop working on the sandbox page of a checkout opened before
// the switch. (What the domain sells then is lms-domain's conformance group of the same name.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '@lms/domain/conformance/fixtures/catalogue';
import { orderRow } from '@lms/domain/conformance/fixtures/payments-fixtures';
import {
  activeEnrollments,
  createPaymentsTestServer,
  type PaymentsTestServer,
  type TestCaller,
} from './payments-test-server';

describe('payments with the sandbox switched off and no Stripe', () => {
  let server: PaymentsTestServer;
  let ann: TestCaller;

  beforeAll(async () => {
    server = await createPaymentsTestServer({ dialect: 'sqlite', env: { LMS_PAYMENTS_SANDBOX: 'false' } });
    ann = await server.user('ann@example.com');
  });
  afterAll(() => server?.close());

  it('a sandbox checkout opened before the switch no longer takes test cards', async () => {
    const other = await insertCourse(server.ctx.db, { slug: 'other', price_cents: 1000 });
    const now = Date.now();
    await server.ctx.db
      .insertInto('orders')
      .values(
        orderRow(
          {
            id: 'opened-before',
            user_id: ann.uid,
            course_id: other,
            status: 'pending',
            expires_at: now + 60_000,
          },
          now,
        ),
      )
      .execute();
    const page = await server.app.inject({ method: 'GET', url: '/payments/sandbox/opened-before' });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Test payments are switched off');
    const paid = await server.app.inject({
      method: 'POST',
      url: '/payments/sandbox/opened-before',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4242424242424242&expiry=12%2F40&cvc=123',
    });
    expect(paid.statusCode).toBe(409);
    expect(await activeEnrollments(server.ctx, ann.uid, other)).toBe(0);
  });
});
