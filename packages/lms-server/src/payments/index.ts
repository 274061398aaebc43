// The payments area: checkout, orders, coupons, refunds and their payment providers.
export { paymentsHandlers } from './handlers';
export { registerPaymentRoutes } from './routes';
export { readPaymentsConfig, type PaymentsConfig, type StripeSettings } from './payments-config';
export { STRIPE_WEBHOOK_PATH } from './http/stripe-webhook';
