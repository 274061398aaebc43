// HTTP routes of the payments area beyond the callable operations: the sandbox checkout page and Stripe's
// webhook. Also sweeps expired checkouts now and then so their coupon uses come back without a visitor.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerSandboxPages } from './http/sandbox-page';
import { registerStripeWebhook } from './http/stripe-webhook';
import { cancelExpiredOrders } from '@lms/domain';
import { paymentsConfigOf } from '@lms/domain';

const SWEEP_EVERY_MS = 5 * 60_000;

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

  const timer = setInterval(() => {
    cancelExpiredOrders(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'Could not cancel expired checkouts'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
