// The client half of the callable protocol (spec section 7): every contract operation is a POST of {data} to
// /api/fn/{name}. Input is checked against the contract before anything is sent and the answer is checked
// before anyone sees it, so a screen only ever gets contract-shaped values or an LmsError. Those checks, and the one
// retry with a refreshed ID token, are `createContractClient`: the Firebase adapter puts them around its SDK's call.
//
// The contract (every operation's schemas, and with them most of zod) is loaded apart from the client: a page can
// render before its first call, so the browser fetches it beside the page's first render instead of before it.
import { LmsError, isLmsError } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { Operation } from '../contract';
import type * as ContractModule from '../operations';
import type { OperationInput, OperationName, OperationOutput } from '../operations';
import type { CallOptions, FunctionsPort, IdTokenSource } from '../ports';
import { idTokenRejectionOf } from '../id-token-rejections';
import { API_PATHS } from '../wire';
import type { CallableRequest } from '../wire';
import { decodeCallableAnswer, describeIssues } from './callable-answer';
import { fetchWithTimeout } from './fetch-with-timeout';
import type { FetchFunction } from './fetch-with-timeout';
import { callableTimeoutMs } from './network-timeouts';
import type { NetworkInfo } from './network-timeouts';

export interface CallableClientOptions {
  /** Origin (and optional prefix) of the back end, e.g. `https://lms.example.org`; a trailing slash is ignored. */
  baseUrl: string;
  /** The signed-in user's ID token, or null when signed out. */
  getIdToken: IdTokenSource;
  fetch?: FetchFunction;
  /** Read at every call; while offline a call gets at most the offline network timeout. */
  network?: NetworkInfo;
  clock?: Clock;
}

export function createCallableClient(options: CallableClientOptions): FunctionsPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Wrapped so browsers never see fetch called with a receiver other than the global object.
  const fetchFn: FetchFunction = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

  return createContractClient({
    getIdToken: options.getIdToken,
    async exchange({ name, data, idToken, options: callOptions }) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (idToken) headers.Authorization = `Bearer ${idToken}`;
      const response = await fetchWithTimeout(
        fetchFn,
        `${baseUrl}${API_PATHS.functions(name)}`,
        { method: 'POST', headers, body: JSON.stringify({ data } satisfies CallableRequest) },
        callableTimeoutMs(callOptions.timeoutMs, options.network),
        callOptions.signal,
        {
          timeoutCode: 'functions/deadline-exceeded',
          cancelledCode: 'functions/cancelled',
          networkCode: 'functions/unavailable',
          clock: options.clock,
        },
      );
      return decodeCallableAnswer(name, response.status, await response.text());
    },
  });
}

/** One request of a call, as a back end's transport makes it (`createContractClient`). */
export interface CallableExchangeRequest {
  name: OperationName;
  /**
   * The caller's data as given, not the parsed copy: the back end parses it with the same schema, and re-parsing an
   * already transformed value is not guaranteed to succeed.
   */
  data: unknown;
  /** The ID token to send, or null when signed out (a transport whose SDK attaches its own may ignore it). */
  idToken: string | null;
  /** The caller's deadline and cancel signal, for the transport to honour. */
  options: CallOptions;
}

export interface ContractClientOptions {
  /** The signed-in user's ID token, or null when signed out; asked again with `forceRefresh` after a refusal. */
  getIdToken: IdTokenSource;
  /** Sends one request; resolves with the operation's raw result or rejects with an LmsError `functions/<code>`. */
  exchange: (request: CallableExchangeRequest) => Promise<unknown>;
}

/**
 * The contract's side of every FunctionsPort, whatever carries the request (this package's HTTP client, the Firebase
 * SDK): the input is checked before anything is sent, a request whose ID token the back end refused is sent once
 * more with a refreshed token, and the answer is checked against the operation's output schema.
 */
export function createContractClient(options: ContractClientOptions): FunctionsPort {
  // The contract loads with the first call, or earlier when the host calls preloadContract (while a page boots):
  // a page that may never call (the landing page with its courses written in) does not download and run it.

  async function call<N extends OperationName>(
    name: N,
    data: OperationInput<N>,
    callOptions: CallOptions = {},
  ): Promise<OperationOutput<N>> {
    const operation = lookUp(await loadContract(), name);
    const input = operation.input.safeParse(data);
    if (!input.success) {
      throw new LmsError(
        'functions/invalid-argument',
        `Invalid input for ${name}: ${describeIssues(input.error.issues)}`,
        input.error.issues,
      );
    }
    if (callOptions.signal?.aborted)
      throw new LmsError('functions/cancelled', `Call to ${name} was cancelled`);

    const send = (idToken: string | null) => options.exchange({ name, data, idToken, options: callOptions });
    const idToken = await idTokenFor(name);
    let result: unknown;
    try {
      result = await send(idToken);
    } catch (error) {
      // The back end refused the token itself, before any work (an administrator changed the role, the account
      // was disabled): one new token from the identity provider, then the same request once more. A refresh that
      // cannot help ends the session, and its error says why.
      if (idToken === null || idTokenRejectionOf(error) === null) throw error;
      const fresh = await idTokenFor(name, { forceRefresh: true });
      if (fresh === null || fresh === idToken) throw error;
      result = await send(fresh);
    }

    const output = operation.output.safeParse(result);
    if (!output.success) {
      // The back end broke the contract: the caller cannot fix this, so it is internal, as in Firebase's SDK.
      throw new LmsError(
        'functions/internal',
        `The answer of ${name} does not match the contract: ${describeIssues(output.error.issues)}`,
        output.error.issues,
      );
    }
    return output.data as OperationOutput<N>;
  }

  async function idTokenFor(name: string, tokenOptions?: { forceRefresh: true }): Promise<string | null> {
    try {
      return await (tokenOptions ? options.getIdToken(tokenOptions) : options.getIdToken());
    } catch (error) {
      // The session's own error (expired, disabled, offline) explains more than any functions/ code could.
      if (isLmsError(error)) throw error;
      throw new LmsError('functions/unauthenticated', `Could not get an ID token to call ${name}`, {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return { call };
}

type Contract = typeof ContractModule;

let contract: Promise<Contract> | undefined;

/** The contract module, loaded once for every client; a failed load (offline, say) is tried again by the next call. */
function loadContract(): Promise<Contract> {
  contract ??= import('../operations').catch((error: unknown) => {
    contract = undefined;
    throw new LmsError('functions/unavailable', 'Could not load the API contract: check the connection', {
      cause: error instanceof Error ? error.message : String(error),
    });
  });
  return contract;
}

/**
 * Starts loading the contract before any client exists, e.g. while a page boots, so the first call does not wait
 * for it. A failed load is left to that call, which tries again and reports it.
 */
export function preloadContract(): void {
  loadContract().catch(() => undefined);
}

function lookUp({ isOperationName, operations }: Contract, name: string): Operation {
  // The types already forbid unknown names; this guards callers that come from plain JavaScript or a frame.
  if (!isOperationName(name)) throw new LmsError('functions/not-found', `Unknown operation: ${name}`);
  return operations[name];
}
