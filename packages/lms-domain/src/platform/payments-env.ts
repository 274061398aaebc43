// Payment settings from the environment: STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (Stripe on), STRIPE_API_URL,
// LMS_PAYMENTS_SANDBOX. Part of readDomainConfig (platform/config-from-env.ts), so a host reports every problem at
// start-up. The sandbox gives courses away for test cards: in production (NODE_ENV=production) it is off unless the
// operator turns it on with LMS_PAYMENTS_SANDBOX=true; elsewhere (development, demos, tests) it is on unless turned off.
import { envReader, type EnvRecord } from './env-reader';
import type { PaymentsConfig, StripeSettings } from '../payments/payments-config';

export function readPaymentsConfig(env: EnvRecord): { payments: PaymentsConfig; problems: string[] } {
  const problems: string[] = [];
  const read = envReader(env, problems);

  const secretKey = read.text('STRIPE_SECRET_KEY');
  const webhookSecret = read.text('STRIPE_WEBHOOK_SECRET');
  let stripe: StripeSettings | null = null;
  if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  } else if (secretKey !== undefined && webhookSecret !== undefined) {
    if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
      problems.push(
        'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)',
      );
    if (!/^whsec_\w+$/.test(webhookSecret))
      problems.push("STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_...)");
    stripe = { secretKey, webhookSecret, apiUrl: readApiUrl(read.text('STRIPE_API_URL'), problems) };
  }

  const sandbox = read.bool('LMS_PAYMENTS_SANDBOX', read.text('NODE_ENV') !== 'production');
  return { payments: { stripe, sandbox }, problems };
}

/** Another Stripe API base (stripe-mock): kept as its origin. */
function readApiUrl(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // reported below
  }
  problems.push(`STRIPE_API_URL must be an http(s) URL (got "${raw}")`);
  return null;
}
