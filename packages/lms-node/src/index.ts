// Public surface of @lms/node: the ports every Node host (the server, the Firebase functions) injects into the domain.
// No rule of the platform is written here: those are lms-domain's.
export {
  bundledCertificateFiles,
  installedCertificateFiles,
  type CertificateFiles,
} from './certificates/certificate-files';
export {
  certificatePorts,
  nodeCertificateFonts,
  type CertificatePorts,
} from './certificates/certificate-ports';
export type { CertificateFontPaths } from './certificates/font-files';
export { workerPdfRenderer, type WorkerPdfRenderer } from './certificates/pdf-worker-renderer';
export { nodeCredentialSigner } from './badges/credential-signer';
export { bundledDocumentLoader, type Resolve } from './badges/document-loader';
export { createSmtpTransport, smtpRelay } from './mail/mailer';
export { readMailRelayConfig, type MailRelayConfig } from './mail/mail-relay-config';
export { callStripe, stripeClient } from './payments/stripe-client';
export { createStripeProvider, stripeProviders, stripeSettingsOrFail } from './payments/stripe-provider';
export { receiveStripeWebhook, STRIPE_WEBHOOK_PATH, type StripeDelivery } from './payments/stripe-webhook';
export { isEntryPoint } from './cli/entry-point';
