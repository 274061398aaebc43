// The host side of the embed bridge without penpal, for the embed script (/embed.js has a 4 kB gzipped budget and
// penpal alone takes most of it). It speaks penpal 7's protocol exactly as the framed step's side expects it
// (connectToHost over StrictWindowMessenger): SYN / ACK1 / ACK2 on the window, only to and from the platform's
// origin and the iframe's window, then CALL / REPLY over the MessageChannel port the handshake sets up. The host
// only answers calls (it never calls the frame), so that is all it needs. bridge.test.ts runs it against the
// frame side, in both handshake roles.
import {
  EMBED_BRIDGE_CHANNEL,
  isStepEvent,
  toFrameHeight,
  type HostMethods,
  type StepEvent,
} from './bridge-methods';
import { normalizeEmbedOrigin } from './origin-format';
import type { MessageSourceWindow, MessageTargetWindow } from './strict-window-messenger';

const NAMESPACE = 'penpal';
const METHOD_NAMES = ['ready', 'resize', 'stepCompleted', 'getLaunchToken'] as const;

export interface LeanHostHandlers {
  onConnect?(): void;
  onReady?(event: StepEvent): void;
  onResize?(height: number): void;
  onStepCompleted?(event: StepEvent): void;
  getLaunchToken?(): string | null | Promise<string | null>;
}

export interface LeanHostOptions {
  localWindow: MessageSourceWindow;
  frameWindow: MessageTargetWindow;
  /** What `event.source` is for the frame's messages; default frameWindow (pass the iframe's contentWindow). */
  frameSource?: unknown;
  /** The platform's origin: the only one this side posts to or listens to. */
  frameOrigin: string;
  handlers: LeanHostHandlers;
  /** The handshake id; penpal's larger id leads. Random by default (tests pick one to play either role). */
  participantId?: string;
}

interface PenpalMessage {
  namespace: string;
  channel?: string;
  type: string;
  participantId?: string;
  id?: string;
  methodPath?: unknown;
  args?: unknown;
}

function randomId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(16)).join('-');
}

/** Listens for the frame at once; returns the function that stops listening and closes the channel. */
export function connectLeanHost(options: LeanHostOptions): () => void {
  const origin = normalizeEmbedOrigin(options.frameOrigin);
  if (origin === null) throw new TypeError(`Not an origin: ${options.frameOrigin}`);
  const { localWindow, frameWindow, handlers } = options;
  const participantId = options.participantId ?? randomId();
  let remoteId: string | undefined;
  let port: MessagePort | undefined;

  const methods: HostMethods = {
    ready(event) {
      if (!isStepEvent(event)) throw new TypeError('ready() needs {stepId}.');
      handlers.onReady?.({ stepId: event.stepId });
    },
    resize(height) {
      const checked = toFrameHeight(height);
      if (checked === null) throw new TypeError('resize() needs a height in CSS pixels.');
      handlers.onResize?.(checked);
    },
    stepCompleted(event) {
      if (!isStepEvent(event)) throw new TypeError('stepCompleted() needs {stepId}.');
      handlers.onStepCompleted?.({ stepId: event.stepId });
    },
    getLaunchToken: async () => (await handlers.getLaunchToken?.()) ?? null,
  };

  const message = (type: string, extra: object = {}) => ({
    namespace: NAMESPACE,
    channel: EMBED_BRIDGE_CHANNEL,
    type,
    ...extra,
  });
  const toWindow = (data: object, transfer?: Transferable[]) =>
    frameWindow.postMessage(data, { targetOrigin: origin, ...(transfer ? { transfer } : {}) });

  function closePort(): void {
    port?.close();
    port = undefined;
  }

  function usePort(next: MessagePort): void {
    closePort();
    port = next;
    next.onmessage = (event) => void onCall(event.data, next);
    handlers.onConnect?.();
  }

  async function onCall(data: unknown, from: MessagePort): Promise<void> {
    if (!isOurs(data) || data.type !== 'CALL') {
      if (isOurs(data) && data.type === 'DESTROY') closePort();
      return;
    }
    const path = Array.isArray(data.methodPath) ? data.methodPath.join('.') : '';
    const args = Array.isArray(data.args) ? data.args : [];
    let reply: object;
    try {
      const name = METHOD_NAMES.find((candidate) => candidate === path);
      if (name === undefined) throw new Error(`Method \`${path}\` is not found.`);
      const method = methods[name] as (...values: unknown[]) => unknown;
      reply = { value: await method(...args) };
    } catch (error) {
      const { name, message: text } = error instanceof Error ? error : new Error(String(error));
      reply = { isError: true, isSerializedErrorInstance: true, value: { name, message: text } };
    }
    from.postMessage(message('REPLY', { callId: data.id, ...reply }));
  }

  function isOurs(data: unknown): data is PenpalMessage {
    const candidate = data as PenpalMessage | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      candidate.namespace === NAMESPACE &&
      candidate.channel === EMBED_BRIDGE_CHANNEL
    );
  }

  const syn = () => toWindow(message('SYN', { participantId }));

  function onWindowMessage(event: MessageEvent): void {
    const source = options.frameSource ?? frameWindow;
    if (event.source !== source || event.origin !== origin || !isOurs(event.data)) return;
    const data = event.data;
    if (data.type === 'SYN') {
      // A new participant is the frame (re)loading: shake hands again; the larger id leads with ACK1.
      if (typeof data.participantId !== 'string' || data.participantId === remoteId) return;
      remoteId = data.participantId;
      closePort();
      syn();
      if (participantId > remoteId) toWindow(message('ACK1', { methodPaths: METHOD_NAMES.map((n) => [n]) }));
    } else if (data.type === 'ACK1') {
      const channel = new MessageChannel();
      usePort(channel.port1);
      toWindow(message('ACK2'), [channel.port2]);
    } else if (data.type === 'ACK2' && event.ports[0] !== undefined) {
      usePort(event.ports[0]);
    }
  }

  localWindow.addEventListener('message', onWindowMessage);
  syn();
  return () => {
    localWindow.removeEventListener('message', onWindowMessage);
    port?.postMessage(message('DESTROY'));
    closePort();
  };
}
