// Issue 25: two tabs never spend one refresh token together. The tabs share the remembered session's storage and
// a lock (Web Locks in a browser); the one that waited adopts the other's new tokens instead of refreshing again.
import { describe, expect, it } from 'vitest';
import type { CrossTabLock } from '../platform/cross-tab-lock';
import { browserCrossTabLock } from '../platform/adapters/web-locks';
import { createSession } from './session';
import { createHarness } from './testing/session-harness';

/** A lock shared by the "tabs" of one test, as navigator.locks is by the tabs of one origin. */
function memoryLock(): CrossTabLock & { acquisitions: number } {
  let tail: Promise<unknown> = Promise.resolve();
  const lock = {
    acquisitions: 0,
    run<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const run = tail.then(() => {
        lock.acquisitions++;
        return task();
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return lock;
}

async function twoTabs(lock: CrossTabLock) {
  const h = createHarness();
  h.auth.addAccount({ uid: 'ada', email: 'ada@example.com', password: 'secret1' });
  const tab = () =>
    createSession({
      auth: h.auth,
      clock: h.clock,
      logger: h.logger,
      localStore: h.localStore,
      sessionStore: h.sessionStore,
      crossTabLock: lock,
    });
  const first = tab();
  await first.start();
  const signedIn = await h.auth.signInWithPassword({ email: 'ada@example.com', password: 'secret1' });
  first.begin(signedIn, true);
  const second = tab();
  await second.start();
  return { h, first, second };
}

describe('session refresh across tabs', () => {
  it('two tabs refreshing at once make one refresh request; both end with the same live tokens', async () => {
    const lock = memoryLock();
    const { h, first, second } = await twoTabs(lock);
    const before = h.auth.callsOf('refresh').length;
    const [a, b] = await Promise.all([
      first.getIdToken({ forceRefresh: true }),
      second.getIdToken({ forceRefresh: true }),
    ]);
    expect(h.auth.callsOf('refresh').length - before).toBe(1);
    expect(a).toBe(b);
    expect(lock.acquisitions).toBeGreaterThanOrEqual(2);
    expect(first.getSnapshot().isAuthenticated).toBe(true);
    expect(second.getSnapshot().isAuthenticated).toBe(true);
    // The adopted refresh token is the live one: the next refresh in either tab works.
    expect(await second.getIdToken({ forceRefresh: true })).not.toBeNull();
    expect(second.getSnapshot().isAuthenticated).toBe(true);
  });

  it('without a lock both tabs refresh with the same token (the back end’s grace period then answers both)', async () => {
    const { h, first, second } = await twoTabs({ run: (_name, task) => task() });
    const before = h.auth.callsOf('refresh').length;
    await Promise.allSettled([
      first.getIdToken({ forceRefresh: true }),
      second.getIdToken({ forceRefresh: true }),
    ]);
    const calls = h.auth.callsOf('refresh').slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual(calls[1]);
  });
});

describe('browserCrossTabLock', () => {
  it('falls back to running at once without the Web Locks API', async () => {
    const lock = browserCrossTabLock(undefined);
    expect(await lock.run('x', async () => 42)).toBe(42);
  });

  it('runs the task inside navigator.locks.request under the given name', async () => {
    const names: string[] = [];
    const lock = browserCrossTabLock({
      request: async (name, _options, task) => {
        names.push(name);
        return task();
      },
    });
    expect(await lock.run('lms-session-refresh', async () => 'done')).toBe('done');
    expect(names).toEqual(['lms-session-refresh']);
  });

  it('goes ahead without the lock when the lock manager fails before running the task', async () => {
    const lock = browserCrossTabLock({
      request: async () => {
        throw new DOMException('The lock request is aborted', 'AbortError');
      },
    });
    expect(await lock.run('x', async () => 'ran anyway')).toBe('ran anyway');
  });

  it('a failure of the task itself is not retried', async () => {
    let runs = 0;
    const lock = browserCrossTabLock({ request: async (_name, _options, task) => task() });
    await expect(
      lock.run('x', async () => {
        runs++;
        throw new Error('refresh failed');
      }),
    ).rejects.toThrow('refresh failed');
    expect(runs).toBe(1);
  });
});
