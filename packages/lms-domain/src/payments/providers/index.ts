// Which provider takes a new payment (Stripe when configured, else the sandbox when enabled) and which one handles
// an existing order (the one it was paid with).
import { LmsError } from '@lms/core';
import type { DomainContext } from '../../context';
import { paymentsConfigOf } from '../payments-config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

export type { PaymentProvider, CheckoutRequest, StartedCheckout } from './payment-provider';

/** Test cards are accepted only while the sandbox is the provider for new checkouts. */
export function isSandboxActive(ctx: DomainContext): boolean {
  const payments = paymentsConfigOf(ctx);
  return payments.stripe === null && payments.sandbox;
}

/** The provider for new checkouts, or null when neither Stripe nor the sandbox is available. */
export function checkoutProvider(ctx: DomainContext): PaymentProvider | null {
  const payments = paymentsConfigOf(ctx);
  if (payments.stripe !== null) return stripeProvider(ctx);
  if (payments.sandbox) return createSandboxProvider(ctx.config.publicUrl);
  return null;
}

/** The provider an order was paid with, for refunds and for closing a replaced checkout. */
export function providerOfOrder(ctx: DomainContext, name: 'sandbox' | 'stripe'): PaymentProvider {
  if (name === 'sandbox') return createSandboxProvider(ctx.config.publicUrl);
  return stripeProvider(ctx);
}

export function noProviderError(): LmsError {
  return new LmsError(
    'functions/unavailable',
    'Payments are not set up on this server: configure Stripe or enable the sandbox.',
    { reason: 'no-payment-provider' },
  );
}

/** Stripe talks to an outside service, so the host that can reach it creates the provider. */
function stripeProvider(ctx: DomainContext): PaymentProvider {
  if (paymentsConfigOf(ctx).stripe === null || ctx.paymentProviders === null)
    throw new LmsError('functions/unavailable', 'Stripe is not configured on this server.');
  return ctx.paymentProviders.stripe(ctx);
}
