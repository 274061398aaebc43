// Public surface of @lms/domain: the context a host builds, the operations' dispatch, the migrations, the account
// rules, and what the server's HTTP routes (payments pages, embedding, files, OIDC) build on.
export type {
  Caller,
  DatabaseDialect,
  DomainConfig,
  DomainContext,
  DomainLog,
  LogFn,
  MailMessage,
  MailTransport,
  OidcClientConfig,
  PasswordHasher,
  PaymentProviderFactory,
} from './context';
export type { Database } from './db/schema';
export type {
  CallerRow,
  IdentityEndpoints,
  IdentityPostHandler,
  IdentityProvider,
  IdTokenCheck,
  IdTokenCheckRejection,
  LaunchSession,
} from './identity/identity-provider';
export type * from './db/schema';
export { type MigrationReport } from './db/migrate';
export { checkReadiness, migrateToLatest, pendingMigrations } from './areas/schema';
export { BoundedMap } from './db/bounded-map';
export { DOMAIN_AREAS, handlers, jobs, migrations, seedDemoContent, undeclaredAreas } from './areas';
export { defineJob, type DomainJob, type JobReport } from './jobs/define-job';
export { runJob, runJobs, type JobOutcome } from './jobs/run-job';
export {
  defineDomainArea,
  type AreaHandlers,
  type DemoAssets,
  type DomainArea,
  type SeedReport,
} from './areas/define-area';
export { isImmutableResult, immutableResult } from './functions/immutable-result';
export { resultBody } from './functions/result-body';
export {
  answerCall,
  createApiProtocol,
  isSameSite,
  type CallAnswer,
  type CallRequest,
  type ApiProtocol,
  type ApiProtocolOptions,
  type ApiRequest,
  type ApiResponse,
  type ApiRoute,
} from './wire/api-protocol';
export { createFetchHandler, type FetchHandler, type FetchHandlerOptions } from './wire/fetch-handler';
export { BODY_LIMIT_BYTES } from './wire/request-body';
export {
  assembleHandlers,
  missingHandlers,
  type Handler,
  type HandlerCall,
  type HandlerMap,
  type ParsedInput,
} from './functions/registry';
export * from './auth';
export * from './users';
export * from './rate-limit';
export { createMailer, escapeHtml, welcomeMail, type MailDelivery, type Mailer } from './mail';
export { operationalGauges, type OperationalGauges, type Readiness } from './db/readiness';
export { hasAnyCourse } from './catalogue/course-catalogue';
export { seedDemoCatalogue } from './courses/demo-seed/seed-demo';
export { courseExists, findFileRow, upsertFileRow, type FileRow } from './files/files-repository';
export { encodeStoragePath } from './files/storage-path';
export { parseRange } from './files/byte-range';
export { downloadHeaders, downloadPart, type DownloadPart } from './files/download-answer';
export {
  collectBytes,
  type ByteRange,
  type FileBody,
  type FileBytes,
  type FileBytesInput,
} from './files/file-bytes';
export { createMemoryFileBytes, type MemoryFileBytes } from './files/memory-file-bytes';
export {
  DEFAULT_FILE_LIMITS,
  DEFAULT_MAX_COURSE_MEDIA_BYTES,
  DEFAULT_MAX_UPLOAD_BYTES,
  largestUploadBytes,
  maxBytesOf,
  megabytes,
  tooLarge,
  type FileLimits,
} from './files/file-limits';
export {
  createFileService,
  type AssembledFile,
  type Download,
  type DownloadLink,
  type FileContext,
  type FileService,
  type PlacedFile,
  type StoredFile,
} from './files/file-service';
export {
  paymentsConfigOf,
  CHECKOUT_LIFETIME_MS,
  type PaymentsConfig,
  type StripeSettings,
} from './payments/payments-config';
export { readPaymentsConfig } from './platform/payments-env';
export { envReader, type EnvReader, type EnvRecord } from './platform/env-reader';
export { readDomainConfig, type DomainConfigDefaults } from './platform/config-from-env';
export {
  documentPolicy,
  PERMISSIONS_POLICY,
  type DocumentPolicyOptions,
} from './platform/content-security-policy';
export {
  isSandboxActive,
  type CheckoutRequest,
  type PaymentProvider,
  type StartedCheckout,
} from './payments/providers';
export { SANDBOX_PAGE_PREFIX, sandboxReference } from './payments/providers/sandbox-provider';
export {
  chargeSandboxCard,
  SANDBOX_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  type SandboxCardForm,
  type SandboxField,
  type SandboxProblem,
} from './payments/providers/sandbox-cards';
export { cancelExpiredOrders } from './payments/order-expiry';
export { applyStripeEvent, type StripeEventInput, type StripeEventOutcome } from './payments/stripe-events';
export {
  CANCELLED_ON_PAGE_REASON,
  cancelOnSandboxPage,
  openSandboxCheckout,
  payOnSandboxPage,
  type SandboxCheckout,
  type SandboxPayment,
} from './payments/sandbox-checkout';
export {
  answerSandboxPage,
  SANDBOX_FORM_BODY_LIMIT,
  sandboxPageRequest,
  type SandboxPageAnswer,
  type SandboxPageRequest,
} from './payments/sandbox-page';
export { FAVICON_LINK, FAVICON_PATH } from './platform/favicon';
export {
  markOrderCancelled,
  markOrderFailed,
  markOrderPaid,
  markOrderRefunded,
} from './payments/order-lifecycle';
export { findOrder, findOrderByPaymentId, findOrderView } from './payments/order-records';
export { orderAppAddress, paymentPageUrl, paymentSuccessUrl } from './payments/order-return';
export {
  acceptedAppAddress,
  acceptedContinueUrl,
  allowedAppOrigins,
  allowedReturnUrl,
  RETURN_ADDRESS_INVALID,
  RETURN_ADDRESS_NOT_ALLOWED,
} from './platform/app-address';
export type { OrderRow, OrderView } from './payments/order-mapping';
export { assertSessionScope } from './identity/session-scope';
export { authenticateApiKey } from './embedding/api-keys';
export { issueLaunchToken, pruneLaunchTokens, redeemFetchCode } from './embedding/launch-tokens';
export { listAllowedOrigins } from './embedding/allowed-origins';
export { isFramablePath } from './embedding/framable-path';
export { assertProviderOffered, publicSiteSettings, readSettings } from './settings/site-settings';
export {
  assertAccess,
  callOperation,
  callOperationAs,
  type Actor,
  checkResult,
  operationNamed,
  parseCallableInput,
  runHandler,
  runOperation,
  type OperationCall,
} from './functions/call-operation';
export {
  authClientError,
  authErrorAnswer,
  authHttpStatusForCode,
  callableClientError,
  callableErrorAnswer,
  callableErrorFromHttpStatus,
  requestBodyErrors,
  type AuthErrorAnswer,
  type CallableErrorAnswer,
  type CallableErrorBody,
  type ErrorAnswer,
} from './wire/error-bodies';
export { FifoMutex, SingleConnectionDriver } from './db/single-connection-driver';
export type {
  HostBuild,
  IntegrationProbes,
  OidcDiscoveryAnswer,
  PaymentAccountAnswer,
} from './settings/integration-probes';
export type { CertificateFonts, CertificateFontFace } from './certificates/certificate-fonts';
export { CERTIFICATE_FONT_FACES } from './certificates/certificate-fonts';
export {
  certificatePdf,
  type CertificatePdfRenderer,
  type CertificatePrint,
} from './certificates/certificate-pdf';
export type { CredentialSigner, IssuerKey, IssuerKeyPair } from './badges/credential-signer';
export {
  matchOpenBadgesRoute,
  OPEN_BADGES_ROUTES,
  openBadgesHeaders,
  type OpenBadgesRoute,
} from './badges/open-badges-routes';
export { pruneAuditLog } from './audit/audit-log';
export { recordSecurityEvent } from './audit/audit-records';
export { SECURITY_EVENTS } from './events/security-events';
export { receiveSurveyWebhook, type SurveyWebhookRequest } from './surveys/webhook';
