// Every operation of the contract as a callable Cloud Function of the same name (spec section 7: region
// us-central1, 70 s), generated from lms-core's operation list, so an operation added to the contract is deployed
// with no edit here. Cloud Functions reads the {data} envelope and checks the ID token's signature; the domain does
// the rest as on every host (lms-domain's answerCall): the caller through the identity port (the token again, with
// its revocation and the platform's record of the account), access, input, handler, result. A refusal is an
// HttpsError with the canonical status the other hosts send, so the Firebase SDK's `functions/<code>` is the same.
import { operations, type FunctionsErrorCode, type OperationName } from '@lms/core';
import { answerCall, handlers, type DomainContext } from '@lms/domain';
import { HttpsError, onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';

/** Where the spec's callables live and how long one may take. */
export const CALLABLE_OPTIONS = { region: 'us-central1', timeoutSeconds: 70 } as const;

/** The context a request is answered in: one per function instance in production. */
export type ContextForRequest = (request: CallableRequest['rawRequest']) => Promise<DomainContext>;

export type Callables = Record<OperationName, CallableFunction<unknown, Promise<unknown>>>;

export function callableFunctions(contextFor: ContextForRequest): Callables {
  return Object.fromEntries(
    (Object.keys(operations) as OperationName[]).map((name) => [
      name,
      onCall(CALLABLE_OPTIONS, (request) => answer(contextFor, name, request)),
    ]),
  ) as Callables;
}

async function answer(
  contextFor: ContextForRequest,
  name: OperationName,
  request: CallableRequest,
): Promise<unknown> {
  const raw = request.rawRequest;
  const ctx = await contextFor(raw);
  const userAgent = raw.header('user-agent');
  const answered = await answerCall(ctx, {
    handlers,
    name,
    authorization: raw.header('authorization'),
    body: { data: request.data },
    clientIp: clientIpOf(raw),
    ...(userAgent === undefined ? {} : { userAgent }),
  });
  // The text the output schema passed, parsed back: the same JSON every host sends, whatever Cloud Functions'
  // own encoder would make of an undefined field.
  if (answered.ok) return (JSON.parse(answered.body) as { result: unknown }).result;
  const { status, message, details } = answered.error.body.error;
  throw new HttpsError(codeOf(status), message, details);
}

/** Google's front end puts the client first in X-Forwarded-For; Express's `ip` is the front end otherwise. */
function clientIpOf(raw: CallableRequest['rawRequest']): string {
  const forwarded = raw.header('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded !== undefined && forwarded !== '' ? forwarded : (raw.ip ?? '0.0.0.0');
}

/** INVALID_ARGUMENT → invalid-argument, as HttpsError takes it. */
function codeOf(status: string): FunctionsErrorCode {
  return status.toLowerCase().replace(/_/g, '-') as FunctionsErrorCode;
}
