// Payment settings from the environment: STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (Stripe on), STRIPE_API_URL,
// LMS_PAYMENTS_SANDBOX. Read by loadConfig into ServerConfig.payments, so every problem is reported at start-up.
// The sandbox gives courses away for test cards: in production (NODE_ENV=production) it is off unless the operator
// turns it on with LMS_PAYMENTS_SANDBOX=true; elsewhere (development, demos, tests) it is on unless turned off.
import type { PaymentsConfig, StripeSettings } from '@lms/domain';

type Env = Record<string, string | undefined>;

export function readPaymentsConfig(env: Env): { payments: PaymentsConfig; problems: string[] } {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const secretKey = read('STRIPE_SECRET_KEY');
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET');
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
    stripe = { secretKey, webhookSecret, apiUrl: readApiUrl(read('STRIPE_API_URL'), problems) };
  }

  const sandboxRaw = read('LMS_PAYMENTS_SANDBOX')?.toLowerCase();
  let sandbox = read('NODE_ENV') !== 'production';
  if (sandboxRaw !== undefined) {
    if (['1', 'true', 'yes', 'on'].includes(sandboxRaw)) sandbox = true;
    else if (['0', 'false', 'no', 'off'].includes(sandboxRaw)) sandbox = false;
    else problems.push(`LMS_PAYMENTS_SANDBOX must be true or false (got "${sandboxRaw}")`);
  }
  return { payments: { stripe, sandbox }, problems };
}

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
