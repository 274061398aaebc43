// The payments area: checkout, orders, coupons, refunds and their payment providers.
export { registerPaymentRoutes } from './routes';
export { stripeProviders } from './providers/stripe-provider';
export { STRIPE_WEBHOOK_PATH } from './http/stripe-webhook';
