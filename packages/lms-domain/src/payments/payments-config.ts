// Payment settings. Stripe is on when both of its secrets are set; otherwise the offline sandbox takes payments
// with test cards, unless it is turned off (then only free checkouts work). A host reads them from the
// environment (platform/payments-env.ts, part of readDomainConfig).
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (stripe-mock, a test double); null for Stripe's own service. */
  apiUrl: string | null;
}

export interface PaymentsConfig {
  stripe: StripeSettings | null;
  sandbox: boolean;
}

/** How long a started checkout may wait for payment; Stripe asks for 30 minutes to 24 hours. */
export const CHECKOUT_LIFETIME_MS = 60 * 60_000;

/**
 * The payment settings of this host (read by readDomainConfig, so every problem is reported at start-up). Takes the
 * part of the DomainContext it reads, by shape: context.ts imports PaymentsConfig from here (no import cycle).
 */
export function paymentsConfigOf(ctx: { config: { payments: PaymentsConfig } }): PaymentsConfig {
  return ctx.config.payments;
}
