// The embed script's lean host side against the framed step's side (connectToHost, penpal 7 with the strict
// messenger), in both handshake roles: penpal's larger participant id leads, so each side must handle leading and
// following. Fake windows deliver messages as browsers do (fake-windows.testing.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from 'penpal';
import { EMBED_BRIDGE_CHANNEL } from './bridge-methods';
import { connectToHost, type FrameBridge } from './frame-bridge';
import { connectLeanHost, type LeanHostHandlers } from './lean-host-bridge';
import { StrictWindowMessenger } from './strict-window-messenger';
import { FakeWindow, FakeWorld } from './fake-windows.testing';

const LMS = 'https://lms.example';
const SCHOOL = 'https://school.example';
const TOKEN = 'B'.repeat(43);

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

function setUp(participantId: string, handlers: LeanHostHandlers, allowedOrigins = [SCHOOL]) {
  const world = new FakeWorld();
  const host = new FakeWindow(SCHOOL, 'host');
  const frame = new FakeWindow(LMS, 'frame');
  const stop = connectLeanHost({
    localWindow: host,
    frameWindow: world.ref(host, frame),
    frameOrigin: LMS,
    handlers,
    participantId,
  });
  cleanups.push(stop);
  const connectFrame = () => {
    const promise = connectToHost({
      localWindow: frame,
      hostWindow: world.ref(frame, host),
      allowedOrigins,
      timeoutMs: allowedOrigins.includes(SCHOOL) ? CONNECTS_MS : REFUSED_MS,
    });
    promise.then((bridge) => cleanups.push(bridge.destroy)).catch(() => undefined);
    return promise;
  };
  return { world, host, frame, connectFrame };
}

// '0' sorts before any penpal id (a UUID), '~' after: the frame leads in the first case, the host in the second.
describe.each([
  { role: 'the frame leads the handshake', participantId: '0' },
  { role: 'the host leads the handshake', participantId: '~' },
])('lean host bridge: $role', ({ participantId }) => {
  it('connects to the framed step and carries every call, posting only to the platform', async () => {
    const handlers = {
      onConnect: vi.fn(),
      onReady: vi.fn(),
      onResize: vi.fn(),
      onStepCompleted: vi.fn(),
      getLaunchToken: vi.fn(async () => TOKEN),
    };
    const { world, connectFrame } = setUp(participantId, handlers);
    const bridge: FrameBridge = await connectFrame();
    expect(bridge.hostOrigin).toBe(SCHOOL);
    await bridge.ready('step-1');
    await bridge.resize(512.2);
    await bridge.stepCompleted('step-1');
    expect(await bridge.getLaunchToken()).toBe(TOKEN);
    expect(handlers.onConnect).toHaveBeenCalled();
    expect(handlers.onReady).toHaveBeenCalledWith({ stepId: 'step-1' });
    expect(handlers.onResize).toHaveBeenCalledWith(513);
    expect(handlers.onStepCompleted).toHaveBeenCalledWith({ stepId: 'step-1' });
    for (const post of world.posts.filter((p) => p.from === 'host')) expect(post.targetOrigin).toBe(LMS);
  });

  it('answers null without a token and connects again when the frame reloads', async () => {
    const onReady = vi.fn();
    const { connectFrame } = setUp(participantId, { onReady });
    const first = await connectFrame();
    expect(await first.getLaunchToken()).toBeNull();
    first.destroy();
    const second = await connectFrame();
    await second.ready('step-2');
    expect(onReady).toHaveBeenCalledWith({ stepId: 'step-2' });
  });

  it('refuses malformed calls and unknown methods with an error the frame receives', async () => {
    const onResize = vi.fn();
    const { world, host, frame } = setUp(participantId, { onResize });
    const connection = connect<{ resize(height: unknown): void; steal(): void }>({
      messenger: new StrictWindowMessenger({
        localWindow: frame,
        remoteWindow: world.ref(frame, host),
        allowedOrigins: [SCHOOL],
      }),
      channel: EMBED_BRIDGE_CHANNEL,
      timeout: CONNECTS_MS,
    });
    cleanups.push(connection.destroy);
    const remote = await connection.promise;
    await expect(remote.resize('tall')).rejects.toThrow(/height/);
    await expect(remote.steal()).rejects.toThrow(/not found/);
    expect(onResize).not.toHaveBeenCalled();
  });
});

describe('lean host bridge: origins', () => {
  it('never connects a frame that does not allow the page, and never posts anywhere but the platform', async () => {
    const { world, connectFrame } = setUp('~', {}, ['https://other.example']);
    await expect(connectFrame()).rejects.toThrow();
    expect(world.posts.some((post) => post.from === 'host' && post.delivered && post.type !== 'SYN')).toBe(
      false,
    );
    for (const post of world.posts.filter((p) => p.from === 'host')) expect(post.targetOrigin).toBe(LMS);
  });

  it('ignores handshakes from another origin or window', async () => {
    const onConnect = vi.fn();
    const world = new FakeWorld();
    const host = new FakeWindow(SCHOOL, 'host');
    const frame = new FakeWindow(LMS, 'frame');
    const intruder = new FakeWindow('https://evil.example', 'intruder');
    cleanups.push(
      connectLeanHost({
        localWindow: host,
        frameWindow: world.ref(host, frame),
        frameOrigin: LMS,
        handlers: { onConnect },
      }),
    );
    const syn = { namespace: 'penpal', channel: EMBED_BRIDGE_CHANNEL, type: 'SYN', participantId: '1' };
    world.ref(intruder, host).postMessage(syn, { targetOrigin: SCHOOL });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(world.posts.filter((post) => post.from === 'host' && post.type === 'ACK1')).toEqual([]);
    expect(onConnect).not.toHaveBeenCalled();
  });
});
