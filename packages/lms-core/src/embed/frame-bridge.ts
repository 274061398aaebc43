// The frame side of the embed bridge, for the action-plan page inside an iframe. It connects only to a parent on
// an allowed origin (the platform's list of embedding sites), posts its handshake only to those origins, and
// reports which one answered: that origin goes with the launch token to the server, which checks it against the
// token's API key.
import { connect, type RemoteProxy } from 'penpal';
import {
  EMBED_BRIDGE_CHANNEL,
  EMBED_CONNECT_TIMEOUT_MS,
  toFrameHeight,
  toLaunchToken,
  type HostMethods,
} from './bridge-methods';
import { normalizeEmbedOrigin } from './origin-format';
import {
  StrictWindowMessenger,
  type MessageSourceWindow,
  type MessageTargetWindow,
} from './strict-window-messenger';

export interface ConnectToHostOptions {
  /** The frame's own window. */
  localWindow: MessageSourceWindow;
  /** window.parent. */
  hostWindow: MessageTargetWindow;
  /** Origins allowed to embed steps (listEmbedOrigins); an empty list connects to nobody. */
  allowedOrigins: readonly string[];
  timeoutMs?: number;
}

export interface FrameBridge {
  /** The host page's origin, as the browser reported it on the handshake. */
  hostOrigin: string;
  ready(stepId: string): Promise<void>;
  resize(height: number): Promise<void>;
  stepCompleted(stepId: string): Promise<void>;
  /** The host's launch token, or null when it has none or sends something that is not a token. */
  getLaunchToken(): Promise<string | null>;
  destroy(): void;
}

/** Resolves once an allowed host answered; rejects on timeout (no host, or a host on another origin). */
export async function connectToHost(options: ConnectToHostOptions): Promise<FrameBridge> {
  const allowedOrigins = options.allowedOrigins.flatMap((origin) => {
    const normalized = normalizeEmbedOrigin(origin);
    return normalized === null ? [] : [normalized];
  });
  const messenger = new StrictWindowMessenger({
    localWindow: options.localWindow,
    remoteWindow: options.hostWindow,
    allowedOrigins,
  });
  const connection = connect<{ [K in keyof HostMethods]: HostMethods[K] }>({
    messenger,
    channel: EMBED_BRIDGE_CHANNEL,
    timeout: options.timeoutMs ?? EMBED_CONNECT_TIMEOUT_MS,
  });
  const host: RemoteProxy<{ [K in keyof HostMethods]: HostMethods[K] }> = await connection.promise;
  const hostOrigin = messenger.remoteOrigin;
  if (hostOrigin === undefined) {
    connection.destroy();
    throw new Error('The host page connected without an origin.');
  }
  return {
    hostOrigin,
    ready: (stepId) => host.ready({ stepId }),
    async resize(height) {
      const checked = toFrameHeight(height);
      if (checked !== null) await host.resize(checked);
    },
    stepCompleted: (stepId) => host.stepCompleted({ stepId }),
    getLaunchToken: async () => toLaunchToken(await host.getLaunchToken()),
    destroy: connection.destroy,
  };
}
