// HTTP routes of the payments area beyond the callable operations: the sandbox checkout page and Stripe's
// webhook. (Expired checkouts are swept by the domain's job payments.cancel-expired-checkouts.)
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerSandboxPages } from './http/sandbox-page';
import { registerStripeWebhook } from './http/stripe-webhook';
import { paymentsConfigOf } from '@lms/domain';

export function registerPaymentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const payments = paymentsConfigOf(ctx);
  if (payments.stripe === null && payments.sandbox) {
    ctx.log.warn(
      'Payments run in the sandbox: test cards enrol students without real payment. Set STRIPE_SECRET_KEY and ' +
        'STRIPE_WEBHOOK_SECRET to take real payments, or LMS_PAYMENTS_SANDBOX=false to sell nothing.',
    );
  }
  registerSandboxPages(app, ctx);
  registerStripeWebhook(app, ctx);
}
