import { describe, expect, it } from 'vitest';
import { readPaymentsConfig } from '@lms/domain';

describe('payment settings from the environment', () => {
  it('defaults to the sandbox without Stripe', () => {
    expect(readPaymentsConfig({})).toEqual({ payments: { stripe: null, sandbox: true }, problems: [] });
    expect(readPaymentsConfig({ NODE_ENV: 'development' }).payments.sandbox).toBe(true);
  });

  it('keeps the sandbox off in production unless the operator turns it on', () => {
    expect(readPaymentsConfig({ NODE_ENV: 'production' })).toEqual({
      payments: { stripe: null, sandbox: false },
      problems: [],
    });
    const on = readPaymentsConfig({ NODE_ENV: 'production', LMS_PAYMENTS_SANDBOX: 'true' });
    expect(on.payments.sandbox).toBe(true);
  });

  it('enables Stripe only with both secrets, and keeps an API base for stripe-mock', () => {
    const { payments, problems } = readPaymentsConfig({
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_API_URL: 'http://localhost:12111/',
    });
    expect(problems).toEqual([]);
    expect(payments.stripe).toEqual({
      secretKey: 'sk_live_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: 'http://localhost:12111',
    });
  });

  it('reports one secret without the other', () => {
    expect(readPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).problems).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    ]);
  });

  it('reports keys that are not Stripe secrets (a publishable key, a webhook id)', () => {
    const { problems } = readPaymentsConfig({
      STRIPE_SECRET_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'we_123',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('STRIPE_SECRET_KEY');
    expect(problems[1]).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('turns the sandbox off with LMS_PAYMENTS_SANDBOX=false and reports other values', () => {
    expect(readPaymentsConfig({ LMS_PAYMENTS_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    expect(readPaymentsConfig({ LMS_PAYMENTS_SANDBOX: 'maybe' }).problems).toEqual([
      'LMS_PAYMENTS_SANDBOX must be true or false (got "maybe")',
    ]);
  });
});
