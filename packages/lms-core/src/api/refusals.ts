// Why a call was refused, named in the error's `details.reason`: screens choose their words by it, so every reason
// is declared where it can happen (an operation's `refusals` in the contract, or the lists below for what is
// refused before or beside any operation) and a renamed reason is a type error in the domain that throws it and in
// every screen that words it. LmsError's details accept only these (errors/lms-error.ts).
import type { OperationName, Operations } from './operations';

/** Why a back end refused the ID token a request carried (api/id-token-rejections.ts). */
export const ID_TOKEN_REJECTIONS = [
  'invalid',
  'expired',
  'revoked',
  'user-not-found',
  'user-disabled',
  /** An administrator changed the account's role since the token was issued: its admin claim is stale. */
  'role-changed',
] as const;

/** Refused before an operation's handler runs: the request's body, or the caller's session. */
export const PROTOCOL_REFUSALS = [
  'missing-data',
  'malformed-json',
  'empty-body',
  'body-too-large',
  'unsupported-media-type',
  'invalid-content-length',
  /** An embedded session (an action-plan frame) called an operation outside its step. */
  'embedded-session',
  ...ID_TOKEN_REJECTIONS,
] as const;
export type ProtocolRefusal = (typeof PROTOCOL_REFUSALS)[number];

/** Refused by the endpoints beside the callable operations, which each host serves the same way. */
export const ENDPOINT_REFUSALS = {
  /** An upload: a course's file, a support request's attachment (its type, size and number). */
  upload: ['unknown-course', 'attachment-type', 'attachment-size', 'attachments-max', 'use-resumable-upload'],
  /** Password sign-in, paused after many wrong passwords (the e-mailed sign-in link still works). */
  passwordSignIn: ['sign-in-paused-for-address', 'sign-in-paused-for-account'],
  /** Sign-in with Google or Microsoft, which the administrator turned off. */
  providerSignIn: ['provider-off'],
  /** An external survey tool's notice of an answer (the survey's webhook). */
  surveyWebhook: [
    'no-survey',
    'no-secret',
    'bad-signature',
    'stale-timestamp',
    'invalid-notice',
    'unknown-learner',
    'replayed',
  ],
  /** Stripe's notice of a payment or refund, unsigned. */
  stripeWebhook: ['missing-signature'],
} as const;
export type Endpoint = keyof typeof ENDPOINT_REFUSALS;
export type EndpointRefusalOf<E extends Endpoint> = (typeof ENDPOINT_REFUSALS)[E][number];
export type EndpointRefusal = EndpointRefusalOf<Endpoint>;

/**
 * Refused by a part a host supplies (a port's implementation), whichever operation uses it: the certificate PDF
 * worker stopped, a payment provider has no payment to refund.
 */
export const HOST_REFUSALS = ['pdf-worker-stopped', 'no-payment'] as const;
export type HostRefusal = (typeof HOST_REFUSALS)[number];

/** A call that failed in the client before or without an answer (api/client/fetch-with-timeout.ts). */
export const CLIENT_FAILURES = ['timeout', 'cancelled', 'network', 'origin-not-allowed'] as const;
export type ClientFailure = (typeof CLIENT_FAILURES)[number];

/** Refused by a client itself: a payment page address that is not the payment provider's. */
export const CLIENT_REFUSALS = ['unsafe-checkout-url'] as const;
export type ClientRefusal = (typeof CLIENT_REFUSALS)[number];

/** The reasons operation N declares (for a union of names, all of theirs; never when none declares any). */
export type RefusalOf<N extends OperationName> = N extends OperationName
  ? Operations[N] extends { refusals?: infer R extends readonly string[] }
    ? R[number]
    : never
  : never;

/** Every reason some operation declares. */
export type OperationRefusal = { [N in OperationName]: RefusalOf<N> }[OperationName];

/** Every reason the platform may name: what `details.reason` may hold (errors/refusal-registry.ts). */
type DeclaredReason =
  ProtocolRefusal | OperationRefusal | EndpointRefusal | HostRefusal | ClientFailure | ClientRefusal;

declare module '../errors/refusal-registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface DeclaredRefusals extends Record<DeclaredReason, true> {}
}
