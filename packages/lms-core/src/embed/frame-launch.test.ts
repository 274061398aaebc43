// The framed step's sign-in: a host's launch token is exchanged for a session of its own; without a token a session
// this site's partition already held is kept, else the student is asked to sign in; a refused token never leaves
// the previous student signed in; the popup's session is adopted; news goes to the host only when it is there.
import { describe, expect, it, vi } from 'vitest';
import type { ExchangeLaunchTokenResult } from '../api/schemas/embedding';
import type { FunctionsPort } from '../api/ports';
import { LmsError } from '../errors';
import { createHarness, type Harness } from '../auth/testing/session-harness';
import { settle } from '../auth/testing/fake-clock';
import { createFrameLaunch, type FrameLaunchOptions } from './frame-launch';
import type { FrameBridge } from './frame-bridge';

const SCHOOL = 'https://school.example';
const TOKEN = 'T'.repeat(43);

function fakeBridge(token: string | null): FrameBridge & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    hostOrigin: SCHOOL,
    ready: async (stepId) => void calls.push(`ready ${stepId}`),
    resize: async (height) => void calls.push(`resize ${height}`),
    stepCompleted: async (stepId) => void calls.push(`completed ${stepId}`),
    getLaunchToken: async () => token,
    destroy: () => void calls.push('destroy'),
  };
}

function exchangeResult(h: Harness, uid: string): ExchangeLaunchTokenResult {
  const { user, tokens } = h.auth.session(uid);
  return {
    session: { user, idToken: tokens.idToken, refreshToken: tokens.refreshToken, expiresIn: 3600 },
    stepId: 'step-1',
    courseId: 'course-1',
  };
}

function setUp(bridge: FrameBridge | null, exchange: (data: unknown) => Promise<unknown>) {
  const h = createHarness();
  const calls: { name: string; data: unknown }[] = [];
  const functions: FunctionsPort = {
    call: (async (name: string, data: unknown) => {
      calls.push({ name, data });
      if (name === 'listEmbedOrigins') return { origins: [SCHOOL] };
      if (name === 'exchangeLaunchToken') return exchange(data);
      throw new LmsError('functions/unimplemented');
    }) as FunctionsPort['call'],
  };
  const connectHost = vi.fn<FrameLaunchOptions['connectHost']>(async () => {
    if (bridge === null) throw new Error('no host');
    return bridge;
  });
  const launch = createFrameLaunch({
    stepId: 'step-1',
    session: h.session,
    functions,
    clock: h.clock,
    logger: h.logger,
    connectHost,
  });
  return { h, calls, launch, connectHost };
}

describe('framed step launch', () => {
  it('exchanges the host’s launch token, from the host’s origin, for a session kept only in this tab', async () => {
    const bridge = fakeBridge(TOKEN);
    // The exchange answers for the student added below, once the harness exists.
    const later: { h?: Harness; uid?: string } = {};
    const { h, launch, calls, connectHost } = setUp(bridge, async () => exchangeResult(later.h!, later.uid!));
    const student = h.auth.addAccount({ email: 'student@example.com' });
    Object.assign(later, { h, uid: student.uid });
    expect(launch.getSnapshot()).toEqual({ status: 'connecting' });
    launch.start();
    await settle();
    expect(connectHost).toHaveBeenCalledWith([SCHOOL]);
    expect(calls.find((call) => call.name === 'exchangeLaunchToken')?.data).toEqual({
      launchToken: TOKEN,
      embedOrigin: SCHOOL,
      stepId: 'step-1',
    });
    expect(launch.getSnapshot()).toEqual({ status: 'signed-in' });
    expect(h.session.getUser()?.uid).toBe(student.uid);
    expect(h.localStore.keys()).toEqual([]);
    expect(launch.hostOrigin()).toBe(SCHOOL);

    launch.ready();
    launch.resize(480);
    launch.stepCompleted();
    await settle();
    expect(bridge.calls).toEqual(['ready step-1', 'resize 480', 'completed step-1']);
  });

  it('asks to sign in when a token is refused, and never stays signed in as someone else', async () => {
    const refusal = new LmsError('functions/permission-denied', 'used', { reason: 'launch-token-used' });
    const { h, launch } = setUp(fakeBridge(TOKEN), async () => {
      throw refusal;
    });
    const previous = h.auth.addAccount({ email: 'previous@example.com' });
    h.session.begin(h.auth.session(previous.uid), false);
    launch.start();
    await settle();
    expect(launch.getSnapshot()).toEqual({ status: 'needs-sign-in', problem: refusal });
    expect(h.session.getSnapshot().isAuthenticated).toBe(false);
  });

  it('without a token keeps the session this site’s partition held, or asks to sign in', async () => {
    const kept = setUp(fakeBridge(null), async () => undefined);
    const account = kept.h.auth.addAccount({ email: 'kept@example.com' });
    kept.h.session.begin(kept.h.auth.session(account.uid), false);
    kept.launch.start();
    await settle();
    expect(kept.launch.getSnapshot()).toEqual({ status: 'signed-in' });

    const fresh = setUp(fakeBridge(null), async () => undefined);
    fresh.launch.start();
    await settle();
    expect(fresh.launch.getSnapshot()).toEqual({ status: 'needs-sign-in', problem: null });
  });

  it('works without a host page: no bridge, a sign-in, and news that goes nowhere', async () => {
    const { h, launch, calls } = setUp(null, async () => undefined);
    launch.start();
    await settle();
    expect(launch.getSnapshot()).toEqual({ status: 'needs-sign-in', problem: null });
    expect(launch.hostOrigin()).toBeNull();
    expect(calls.map((call) => call.name)).toEqual(['listEmbedOrigins']);
    launch.ready();

    const account = h.auth.addAccount({ email: 'popup@example.com' });
    launch.adopt(exchangeResult(h, account.uid));
    expect(launch.getSnapshot()).toEqual({ status: 'signed-in' });
    expect(h.session.getUser()?.uid).toBe(account.uid);

    h.session.end();
    expect(launch.getSnapshot()).toEqual({ status: 'needs-sign-in', problem: null });
  });

  it('survives a stop and start in a row (React’s development double mount) with one launch', async () => {
    const bridge = fakeBridge(null);
    const { h, launch, connectHost } = setUp(bridge, async () => undefined);
    const stop = launch.start();
    stop();
    const stopAgain = launch.start();
    await settle();
    await h.clock.advance(1);
    expect(connectHost).toHaveBeenCalledTimes(1);
    expect(bridge.calls).not.toContain('destroy');
    stopAgain();
    await h.clock.advance(1);
    expect(bridge.calls).toContain('destroy');
  });

  it('sends the height measured before the page answered once it does', async () => {
    const bridge = fakeBridge(null);
    const { launch } = setUp(bridge, async () => undefined);
    launch.start();
    launch.resize(612);
    await settle();
    expect(bridge.calls).toContain('resize 612');
  });
});
