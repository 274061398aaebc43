// FunctionsPort over the Firebase web SDK's callables, with the SDK left to `functions.ts`: this module holds the
// adapter's decisions (deadline, cancelling, errors) and loads no Firebase code, so its tests run without it.
// The contract's checks and the one retry with a refreshed ID token are lms-core's callable client's
// (`createContractClient`), the same the self-hosted server's adapter runs.
import { callableTimeoutMs, createContractClient, type NetworkInfo } from '../../api/client';
import type { FunctionsPort, IdTokenSource } from '../../api/ports';
import { LmsError } from '../../errors';
import { functionsErrorOf } from './firebase-errors';

/**
 * One call through the SDK: `httpsCallable(functions, name, { timeout: timeoutMs })(data)`, resolved with the
 * answer's `data` or rejected with the SDK's FunctionsError.
 */
export type InvokeCallable = (name: string, data: unknown, timeoutMs: number) => Promise<unknown>;

export interface FirebaseFunctionsPortOptions {
  invoke: InvokeCallable;
  /** See `FirebaseFunctionsOptions.getIdToken`. */
  getIdToken?: IdTokenSource;
  network?: NetworkInfo;
}

// Node and browsers run a timer of more than 2^31-1 ms at once; the SDK also reads a timeout of 0 as its default.
const MAX_TIMER_MS = 2_147_483_647;

/** The deadline as the SDK's timer can take it: at least 1 ms, and "none" (Infinity) as the longest timer. */
function sdkTimeoutMs(timeoutMs: number): number {
  if (Number.isNaN(timeoutMs)) return MAX_TIMER_MS;
  return Math.min(Math.max(Math.ceil(timeoutMs), 1), MAX_TIMER_MS);
}

export function firebaseFunctionsPort(options: FirebaseFunctionsPortOptions): FunctionsPort {
  return createContractClient({
    // Without a source the SDK still sends its signed-in user's token; a refused one is then simply the answer.
    getIdToken: options.getIdToken ?? (async () => null),
    // `idToken` is not sent from here: the SDK attaches the current token of the app's Firebase Auth itself, so a
    // refresh through `getIdToken` (the same user's) is what the second request carries.
    async exchange({ name, data, options: { signal, timeoutMs: requested } }) {
      const timeoutMs = callableTimeoutMs(requested, options.network);
      try {
        return await settledByAbort(options.invoke(name, data, sdkTimeoutMs(timeoutMs)), signal, () => {
          // As the self-hosted client reports a cancelled request (fetch-with-timeout.ts).
          return new LmsError('functions/cancelled', `Call to ${name} was cancelled`, {
            reason: 'cancelled',
            timeoutMs,
          });
        });
      } catch (error) {
        throw functionsErrorOf(name, error, timeoutMs);
      }
    },
  });
}

/**
 * `pending`, or the abort's error as soon as `signal` aborts. The SDK's callable takes no signal (only its streaming
 * variant does), so the request itself runs on and its answer is dropped: the same as its own deadline does.
 */
function settledByAbort<T>(
  pending: Promise<T>,
  signal: AbortSignal | undefined,
  aborted: () => LmsError,
): Promise<T> {
  if (!signal) return pending;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      pending.catch(() => undefined);
      reject(aborted());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
