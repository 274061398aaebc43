// The payments area's HTTP side: the sandbox checkout page and the Stripe webhook (the Stripe provider is @lms/node's).
export { registerPaymentRoutes } from './routes';
export { STRIPE_WEBHOOK_PATH } from './http/stripe-webhook';
