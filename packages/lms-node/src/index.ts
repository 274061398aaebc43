// Public surface of @lms/node: the ports every Node host (the server, the Firebase functions) injects into the domain.
// No rule of the platform is written here: those are lms-domain's.
export { serverCertificateFonts, certificateFontPaths } from './certificates/certificate-fonts';
export { fontsFromFiles, type CertificateFontPaths } from './certificates/font-files';
export { workerPdfRenderer, type WorkerPdfRenderer } from './certificates/pdf-worker-renderer';
export { serverCredentialSigner } from './badges/credential-signer';
export { bundledDocumentLoader, type Resolve } from './badges/document-loader';
export { createSmtpTransport } from './mail/mailer';
export { callStripe, stripeClient } from './payments/stripe-client';
export { createStripeProvider, stripeProviders, stripeSettingsOrFail } from './payments/stripe-provider';
