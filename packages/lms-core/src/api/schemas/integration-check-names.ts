// The admin test page's checks, without zod, so the screen can list them before the contract loads. One check per
// integration a host is given (lms-domain's DomainContext): its database, the store of file bytes, the mail relay,
// the payment provider, the OpenID providers, the embedding set-up and the server build.
export const INTEGRATION_CHECKS = [
  'database',
  'files',
  'mail',
  'payments',
  'sign-in',
  'embedding',
  'server',
] as const;
export type IntegrationCheckName = (typeof INTEGRATION_CHECKS)[number];

/** ok: it answered as it should; failed: it is set up and did not; not-configured: this host has none. */
export const INTEGRATION_CHECK_STATUSES = ['ok', 'failed', 'not-configured'] as const;
export type IntegrationCheckStatus = (typeof INTEGRATION_CHECK_STATUSES)[number];
