// The Firebase FunctionsPort's decisions with the SDK's call replaced by a fake (`invoke`); the errors are the SDK's
// own FunctionsError, with the messages its `_errorForResponse` makes (` [403]` appended). The SDK itself, against the
// Functions emulator, is lms-firebase's test/client/functions.test.ts.
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { failureOf } from '../../api/client/fake-fetch.testing';
import { firebaseFunctionsPort, type InvokeCallable } from './functions-port';

const ENROLLMENTS: unknown[] = [];

function invoking(answer: InvokeCallable) {
  const invoke = vi.fn<InvokeCallable>(answer);
  return { invoke, functions: firebaseFunctionsPort({ invoke }) };
}

/** Never settles: the SDK's callable still waiting for its answer. */
const pending: InvokeCallable = () => new Promise<never>(() => {});

describe('firebaseFunctionsPort: the call', () => {
  it('sends the caller’s data with the spec’s 70 s deadline and answers the contract-checked result', async () => {
    const { invoke, functions } = invoking(async () => ({ sent: true }));
    await expect(functions.call('sendWelcomeEmail', { email: 'ada@example.org' })).resolves.toEqual({
      sent: true,
    });
    expect(invoke).toHaveBeenCalledExactlyOnceWith('sendWelcomeEmail', { email: 'ada@example.org' }, 70_000);
  });

  it('honours CallOptions.timeoutMs, as a timer the SDK can take (0 is not its default, none is the longest)', async () => {
    const { invoke, functions } = invoking(async () => ENROLLMENTS);
    await functions.call('listMyEnrollments', {}, { timeoutMs: 5_000 });
    await functions.call('listMyEnrollments', {}, { timeoutMs: 0 });
    await functions.call('listMyEnrollments', {}, { timeoutMs: Number.POSITIVE_INFINITY });
    expect(invoke.mock.calls.map(([, , timeout]) => timeout)).toEqual([5_000, 1, 2_147_483_647]);
  });

  it('waits at most the offline network timeout while the device is offline (spec 9)', async () => {
    const invoke = vi.fn<InvokeCallable>(async () => ENROLLMENTS);
    const functions = firebaseFunctionsPort({ invoke, network: { isOnline: false, isMobile: false } });
    await functions.call('listMyEnrollments', {});
    expect(invoke.mock.calls[0]?.[2]).toBe(5_000);
  });

  it('reports the SDK’s own deadline as the self-hosted client does: deadline-exceeded, reason timeout', async () => {
    // What @firebase/functions' failAfter rejects with when the timeout passes.
    const { functions } = invoking(async () => {
      throw new FunctionsError('deadline-exceeded', 'deadline-exceeded');
    });
    const error = await failureOf(functions.call('listMyEnrollments', {}, { timeoutMs: 250 }));
    expect(error).toMatchObject({
      code: 'functions/deadline-exceeded',
      message: 'Call to listMyEnrollments timed out after 250 ms',
      details: { reason: 'timeout', timeoutMs: 250 },
    });
  });

  it('refuses invalid input before anything is sent, naming the field', async () => {
    const { invoke, functions } = invoking(async () => ({ sent: true }));
    const error = await failureOf(functions.call('sendWelcomeEmail', { email: 'not-an-address' }));
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^Invalid input for sendWelcomeEmail: email: /);
    expect(error.details).toEqual([expect.objectContaining({ path: ['email'] })]);
    expect(invoke).not.toHaveBeenCalled();
  });

  it('refuses an answer that breaks the contract as functions/internal', async () => {
    const { functions } = invoking(async () => ({ sent: false }));
    const error = await failureOf(functions.call('sendWelcomeEmail', { email: 'ada@example.org' }));
    expect(error.code).toBe('functions/internal');
    expect(error.message).toMatch(/^The answer of sendWelcomeEmail does not match the contract: sent: /);
  });
});

describe('firebaseFunctionsPort: cancelling', () => {
  it('an abort while the call waits rejects at once with functions/cancelled, reason cancelled', async () => {
    const { invoke, functions } = invoking(pending);
    const controller = new AbortController();
    const call = failureOf(functions.call('listMyEnrollments', {}, { signal: controller.signal }));
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledOnce()); // the contract loads first
    controller.abort();
    expect(await call).toMatchObject({
      code: 'functions/cancelled',
      message: 'Call to listMyEnrollments was cancelled',
      details: { reason: 'cancelled', timeoutMs: 70_000 },
    });
  });

  it('a signal aborted before the call sends nothing', async () => {
    const { invoke, functions } = invoking(pending);
    const error = await failureOf(functions.call('listMyEnrollments', {}, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('functions/cancelled');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('an answer before the abort is the answer, and a later abort changes nothing', async () => {
    const { functions } = invoking(async () => ENROLLMENTS);
    const controller = new AbortController();
    await expect(functions.call('listMyEnrollments', {}, { signal: controller.signal })).resolves.toEqual(
      ENROLLMENTS,
    );
    controller.abort();
  });
});

describe('firebaseFunctionsPort: the SDK’s errors as the catalogue’s', () => {
  const failing = (error: unknown) => invoking(async () => Promise.reject(error)).functions;

  it('keeps code, message and details, without the HTTP status the SDK appends', async () => {
    const details = { reason: 'not-admin' };
    const error = await failureOf(
      failing(new FunctionsError('permission-denied', 'Only admins may do this [403]', details)).call(
        'setUserRole',
        { uid: 'u2', role: 'admin' },
      ),
    );
    expect(error).toMatchObject({
      name: 'LmsError',
      code: 'functions/permission-denied',
      message: 'Only admins may do this',
      details,
    });
  });

  it('a code the catalogue lacks becomes the one of its HTTP status (409 aborted, 400 invalid-argument)', async () => {
    const call = (error: FunctionsError) => failureOf(failing(error).call('listMyEnrollments', {}));
    expect((await call(new FunctionsError('already-exists', 'Already there [409]'))).code).toBe(
      'functions/aborted',
    );
    expect((await call(new FunctionsError('failed-precondition', 'Not yet [400]'))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await call(new FunctionsError('data-loss', 'Gone'))).code).toBe('functions/unknown');
  });

  it('no answer at all (the SDK’s status 0) is functions/unavailable, reason network', async () => {
    const error = await failureOf(
      failing(new FunctionsError('internal', 'internal [0]')).call('listMyEnrollments', {}),
    );
    expect(error).toMatchObject({ code: 'functions/unavailable', details: { reason: 'network' } });
  });

  it('the SDK’s own complaints keep their code and message; anything else is functions/unknown', async () => {
    const malformed = await failureOf(
      failing(new FunctionsError('internal', 'Response is missing data field.')).call(
        'listMyEnrollments',
        {},
      ),
    );
    expect(malformed).toMatchObject({
      code: 'functions/internal',
      message: 'Response is missing data field.',
    });
    const other = await failureOf(failing(new TypeError('boom')).call('listMyEnrollments', {}));
    expect(other).toMatchObject({ code: 'functions/unknown', details: { cause: 'boom' } });
  });
});

describe('firebaseFunctionsPort: a refused ID token is refreshed once and the call sent again', () => {
  const refusal = () =>
    new FunctionsError('unauthenticated', 'The role of this account changed [401]', {
      reason: 'role-changed',
    });

  it('with the source of the SDK’s token: one forced refresh, then the same call once more', async () => {
    const invoke = vi.fn<InvokeCallable>();
    invoke.mockRejectedValueOnce(refusal()).mockResolvedValueOnce(ENROLLMENTS);
    const asked: unknown[] = [];
    const functions = firebaseFunctionsPort({
      invoke,
      getIdToken: async (options) => {
        asked.push(options);
        return options?.forceRefresh ? 'new' : 'old';
      },
    });
    await expect(functions.call('listMyEnrollments', {})).resolves.toEqual(ENROLLMENTS);
    expect(asked).toEqual([undefined, { forceRefresh: true }]);
    expect(invoke.mock.calls).toEqual([
      ['listMyEnrollments', {}, 70_000],
      ['listMyEnrollments', {}, 70_000],
    ]);
  });

  it('without a token source the refusal is the answer', async () => {
    const { invoke, functions } = invoking(async () => Promise.reject(refusal()));
    const error = await failureOf(functions.call('listMyEnrollments', {}));
    expect(error).toMatchObject({
      code: 'functions/unauthenticated',
      message: 'The role of this account changed',
      details: { reason: 'role-changed' },
    });
    expect(invoke).toHaveBeenCalledOnce();
  });
});
