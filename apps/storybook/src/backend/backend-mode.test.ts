import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryBackend } from './in-memory-backend';
import { DEMO_USERS } from './fixtures/demo-users';
import { codeOf, connectAs } from './testing/connect-as';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Whether the promise has settled after the timers have run for `ms`. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('back-end modes (story states)', () => {
  it('loading: a call never settles on its own', async () => {
    const backend = createInMemoryBackend();
    backend.setMode({ kind: 'loading' });
    const call = connectAs(backend, null).functions.call('listCourses', {});
    expect(await settledWithin(call, 10 * 60_000)).toBe(false);
  });

  it('loading: the caller can still give up, with functions/cancelled', async () => {
    const backend = createInMemoryBackend();
    backend.setMode({ kind: 'loading' });
    const controller = new AbortController();
    const call = connectAs(backend, null).functions.call('listCourses', {}, { signal: controller.signal });
    controller.abort();
    expect(await codeOf(call)).toBe('functions/cancelled');
  });

  it('delayed: answers after the given time, not before', async () => {
    const backend = createInMemoryBackend();
    backend.setMode({ kind: 'delayed', ms: 800 });
    const call = connectAs(backend, null).functions.call('listCourses', {});
    expect(await settledWithin(call, 799)).toBe(false);
    expect(await settledWithin(call, 1)).toBe(true);
    await expect(call).resolves.toMatchObject({ total: 6 });
  });

  it('error: every call of the scope fails with the chosen catalogue code', async () => {
    const backend = createInMemoryBackend();
    backend.setMode({ kind: 'error', code: 'functions/unavailable' });
    const ports = connectAs(backend, DEMO_USERS.student.uid);
    expect(await codeOf(ports.functions.call('listCourses', {}))).toBe('functions/unavailable');
    expect(await codeOf(ports.storage.getDownloadURL('profile_pictures/uid-student/a.png'))).toBe(
      'functions/unavailable',
    );
  });

  it('leaves sign-in working by default, so a story can fail data calls for a signed-in user', async () => {
    const backend = createInMemoryBackend();
    backend.setMode({ kind: 'error', code: 'functions/internal' });
    await expect(connectAs(backend, null).auth.signInWithPassword(DEMO_USERS.student)).resolves.toBeDefined();
  });

  it('applies only to the named operations when a scope names them', async () => {
    const backend = createInMemoryBackend();
    backend.setMode(
      { kind: 'error', code: 'auth/too-many-requests' },
      { areas: ['auth'], names: ['signInWithPassword'] },
    );
    const { auth } = connectAs(backend, null);
    expect(await codeOf(auth.signInWithPassword(DEMO_USERS.student))).toBe('auth/too-many-requests');
    await expect(auth.getPasswordPolicy()).resolves.toMatchObject({ minLength: 6 });
  });

  it('live: answers again once switched back', async () => {
    const backend = createInMemoryBackend();
    backend.setMode({ kind: 'error', code: 'functions/unavailable' });
    backend.setMode({ kind: 'live' });
    await expect(connectAs(backend, null).functions.call('listCourses', {})).resolves.toMatchObject({
      total: 6,
    });
  });
});
