// The host side of the embed bridge, for the page that puts an action-plan step in an iframe (the embed script).
// It connects only to the frame's own origin (the platform's), posts nothing anywhere else, and checks every call
// the frame makes before passing it on.
import { connect } from 'penpal';
import {
  EMBED_BRIDGE_CHANNEL,
  EMBED_CONNECT_TIMEOUT_MS,
  isStepEvent,
  toFrameHeight,
  type HostMethods,
  type StepEvent,
} from './bridge-methods';
import { normalizeEmbedOrigin } from './origin-format';
import {
  StrictWindowMessenger,
  type MessageSourceWindow,
  type MessageTargetWindow,
} from './strict-window-messenger';

export interface HostBridgeHandlers {
  onReady?(event: StepEvent): void;
  onResize?(height: number): void;
  onStepCompleted?(event: StepEvent): void;
  /** Called when the frame asks; give the token your back end got for this student, or null. */
  getLaunchToken?(): string | null | Promise<string | null>;
}

export interface ConnectToFrameOptions {
  /** The host page's window (where the frame's messages arrive). */
  localWindow: MessageSourceWindow;
  /** The iframe's contentWindow. */
  frameWindow: MessageTargetWindow;
  /** The platform's origin, where the iframe's page comes from; the only origin this side talks to. */
  frameOrigin: string;
  handlers: HostBridgeHandlers;
  timeoutMs?: number;
}

export interface HostBridge {
  /** Settles once the frame has connected (rejects on timeout or destroy). */
  connected: Promise<void>;
  destroy(): void;
}

export function connectToFrame(options: ConnectToFrameOptions): HostBridge {
  const frameOrigin = normalizeEmbedOrigin(options.frameOrigin);
  if (frameOrigin === null) throw new TypeError(`Not an origin: ${options.frameOrigin}`);
  const { handlers } = options;
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
    async getLaunchToken() {
      return (await handlers.getLaunchToken?.()) ?? null;
    },
  };
  const messenger = new StrictWindowMessenger({
    localWindow: options.localWindow,
    remoteWindow: options.frameWindow,
    allowedOrigins: [frameOrigin],
  });
  const connection = connect({
    messenger,
    methods: { ...methods },
    channel: EMBED_BRIDGE_CHANNEL,
    timeout: options.timeoutMs ?? EMBED_CONNECT_TIMEOUT_MS,
  });
  return { connected: connection.promise.then(() => undefined), destroy: connection.destroy };
}
