// The embed bridge between two windows, in Node with browser-faithful fake windows (fake-windows.testing.ts): the
// handshake, the typed calls both ways, the allow-list, and where every message was posted. What only a browser
// can show (a real cross-origin iframe, third-party cookies) is left to the Playwright test of the embed demo.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from 'penpal';
import { connectToFrame, type HostBridgeHandlers } from './host-bridge';
import { connectToHost, type FrameBridge } from './frame-bridge';
import { EMBED_BRIDGE_CHANNEL } from './bridge-methods';
import { StrictWindowMessenger } from './strict-window-messenger';
import { FakeWindow, FakeWorld } from './fake-windows.testing';

const LMS = 'https://lms.example';
const SCHOOL = 'https://school.example';
const TOKEN = 'A'.repeat(43);

/**
 * How long a handshake may take. One that must succeed gets far longer than a busy machine needs (the test's own
 * limit stops a hang); one that must fail ends by its timeout, so the length never decides an outcome.
 */
const CONNECTS_MS = 60_000;
const REFUSED_MS = 300;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setUp(hostOrigin: string, allowedOrigins: string[], handlers: HostBridgeHandlers = {}) {
  const timeoutMs = allowedOrigins.includes(hostOrigin) ? CONNECTS_MS : REFUSED_MS;
  const world = new FakeWorld();
  const host = new FakeWindow(hostOrigin, 'host');
  const frame = new FakeWindow(LMS, 'frame');
  const hostBridge = connectToFrame({
    localWindow: host,
    frameWindow: world.ref(host, frame),
    frameOrigin: LMS,
    handlers,
    timeoutMs,
  });
  hostBridge.connected.catch(() => undefined);
  cleanups.push(hostBridge.destroy);
  const framePromise = connectToHost({
    localWindow: frame,
    hostWindow: world.ref(frame, host),
    allowedOrigins,
    timeoutMs,
  });
  framePromise.then((bridge) => cleanups.push(bridge.destroy)).catch(() => undefined);
  return { world, host, frame, hostBridge, framePromise };
}

describe('embed bridge', () => {
  it('connects a frame to a host on an allowed origin and carries the typed calls', async () => {
    const handlers = {
      onReady: vi.fn(),
      onResize: vi.fn(),
      onStepCompleted: vi.fn(),
      getLaunchToken: vi.fn(async () => TOKEN),
    };
    const { hostBridge, framePromise, world } = setUp(SCHOOL, [SCHOOL], handlers);
    const bridge: FrameBridge = await framePromise;
    await hostBridge.connected;
    expect(bridge.hostOrigin).toBe(SCHOOL);

    await bridge.ready('step-1');
    await bridge.resize(640.4);
    await bridge.stepCompleted('step-1');
    expect(await bridge.getLaunchToken()).toBe(TOKEN);
    expect(handlers.onReady).toHaveBeenCalledWith({ stepId: 'step-1' });
    expect(handlers.onResize).toHaveBeenCalledWith(641);
    expect(handlers.onStepCompleted).toHaveBeenCalledWith({ stepId: 'step-1' });

    // Nothing went to "*": the frame posted only to the school, the host only to the platform.
    expect(world.posts.length).toBeGreaterThan(0);
    for (const post of world.posts) {
      expect(post.targetOrigin).toBe(post.from === 'frame' ? SCHOOL : LMS);
    }
  });

  it('sends its handshake once per allowed origin and talks only to the one that answered', async () => {
    const others = ['https://a.example', 'http://localhost:5174'];
    const { framePromise, world } = setUp(SCHOOL, [...others, SCHOOL]);
    const bridge = await framePromise;
    expect(bridge.hostOrigin).toBe(SCHOOL);
    const framePosts = world.posts.filter((post) => post.from === 'frame');
    expect(new Set(framePosts.filter((p) => p.type === 'SYN').map((p) => p.targetOrigin))).toEqual(
      new Set([...others, SCHOOL]),
    );
    // Copies for the other origins were dropped by the "browser"; nothing else was ever addressed to them.
    for (const post of framePosts.filter((p) => p.targetOrigin !== SCHOOL)) {
      expect(post).toMatchObject({ type: 'SYN', delivered: false });
    }
    expect(framePosts.filter((p) => p.type !== 'SYN').every((p) => p.targetOrigin === SCHOOL)).toBe(true);
  });

  it('gives a host on another origin no bridge and delivers it nothing', async () => {
    const onReady = vi.fn();
    const { framePromise, world } = setUp('https://evil.example', [SCHOOL], { onReady });
    await expect(framePromise).rejects.toThrow(/timed out/i);
    const fromFrame = world.posts.filter((post) => post.from === 'frame');
    expect(fromFrame.length).toBeGreaterThan(0);
    expect(fromFrame.every((post) => !post.delivered && post.targetOrigin === SCHOOL)).toBe(true);
    expect(onReady).not.toHaveBeenCalled();
  });

  it('connects to nobody and posts nothing with an empty allow-list', async () => {
    const { framePromise, world } = setUp(SCHOOL, []);
    await expect(framePromise).rejects.toThrow(/timed out/i);
    expect(world.posts.filter((post) => post.from === 'frame')).toEqual([]);
  });

  it('ignores a handshake from a window that is not its parent, even on an allowed origin', async () => {
    const world = new FakeWorld();
    const parent = new FakeWindow('https://parent.example', 'parent');
    const sibling = new FakeWindow(SCHOOL, 'sibling');
    const frame = new FakeWindow(LMS, 'frame');
    const siblingBridge = connectToFrame({
      localWindow: sibling,
      frameWindow: world.ref(sibling, frame),
      frameOrigin: LMS,
      handlers: {},
      timeoutMs: REFUSED_MS,
    });
    cleanups.push(siblingBridge.destroy);
    const framePromise = connectToHost({
      localWindow: frame,
      hostWindow: world.ref(frame, parent),
      allowedOrigins: [SCHOOL],
      timeoutMs: REFUSED_MS,
    });
    const [frameOutcome, siblingOutcome] = await Promise.allSettled([framePromise, siblingBridge.connected]);
    expect(frameOutcome).toMatchObject({ status: 'rejected', reason: { code: 'CONNECTION_TIMEOUT' } });
    expect(siblingOutcome).toMatchObject({ status: 'rejected', reason: { code: 'CONNECTION_TIMEOUT' } });
    expect(world.posts.filter((post) => post.from === 'frame' && post.to === 'sibling')).toEqual([]);
  });

  it('hands the frame null instead of something that is not a token', async () => {
    const { framePromise } = setUp(SCHOOL, [SCHOOL], { getLaunchToken: async () => 'not a token!' });
    expect(await (await framePromise).getLaunchToken()).toBeNull();
    const withoutToken = setUp(SCHOOL, [SCHOOL], {});
    expect(await (await withoutToken.framePromise).getLaunchToken()).toBeNull();
  });

  it('refuses calls from the frame with arguments of the wrong shape', async () => {
    const world = new FakeWorld();
    const host = new FakeWindow(SCHOOL, 'host');
    const frame = new FakeWindow(LMS, 'frame');
    const onResize = vi.fn();
    const onStepCompleted = vi.fn();
    const hostBridge = connectToFrame({
      localWindow: host,
      frameWindow: world.ref(host, frame),
      frameOrigin: LMS,
      handlers: { onResize, onStepCompleted },
      timeoutMs: CONNECTS_MS,
    });
    cleanups.push(hostBridge.destroy);
    // A frame that skips the typed wrapper, as a compromised or buggy page might.
    const raw = connect<Record<string, (...args: unknown[]) => unknown>>({
      messenger: new StrictWindowMessenger({
        localWindow: frame,
        remoteWindow: world.ref(frame, host),
        allowedOrigins: [SCHOOL],
      }),
      channel: EMBED_BRIDGE_CHANNEL,
      timeout: CONNECTS_MS,
    });
    cleanups.push(raw.destroy);
    const remote = await raw.promise;
    await expect(remote.resize?.('tall')).rejects.toThrow(/height/);
    await expect(remote.resize?.(Number.POSITIVE_INFINITY)).rejects.toThrow(/height/);
    await expect(remote.stepCompleted?.({ stepId: 42 })).rejects.toThrow(/stepId/);
    expect(onResize).not.toHaveBeenCalled();
    expect(onStepCompleted).not.toHaveBeenCalled();
  });

  it('refuses a frame origin that is not an origin', () => {
    const world = new FakeWorld();
    const host = new FakeWindow(SCHOOL, 'host');
    const frame = new FakeWindow(LMS, 'frame');
    expect(() =>
      connectToFrame({
        localWindow: host,
        frameWindow: world.ref(host, frame),
        frameOrigin: '*',
        handlers: {},
      }),
    ).toThrow(/origin/);
  });
});
