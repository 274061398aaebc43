// Two (or more) windows for bridge tests in Node, behaving as browsers do where the bridge depends on it: a message
// reaches the receiving window only when targetOrigin is "*" or its exact origin; the event carries the sender's
// origin and the receiver's reference to the sender as `source`; data is structured-cloned; transferred
// MessagePorts (Node's own) arrive in `ports`. Every post is recorded, so tests can prove where messages went.
import type { MessageSourceWindow, MessageTargetWindow } from './strict-window-messenger';

type Listener = (event: MessageEvent) => void;

export interface PostRecord {
  from: string;
  to: string;
  targetOrigin: string;
  delivered: boolean;
  type: unknown;
}

export class FakeWindow implements MessageSourceWindow {
  readonly listeners = new Set<Listener>();
  constructor(
    readonly origin: string,
    readonly name: string,
  ) {}
  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }
}

export class FakeWorld {
  readonly posts: PostRecord[] = [];
  readonly #refs = new Map<string, MessageTargetWindow>();

  /**
   * What `holder` uses to reach `target` (window.parent, or an iframe's contentWindow). The same object is the
   * `source` of messages from `target` as `holder` receives them, as a WindowProxy is.
   */
  ref(holder: FakeWindow, target: FakeWindow): MessageTargetWindow {
    const key = `${holder.name}->${target.name}`;
    const existing = this.#refs.get(key);
    if (existing !== undefined) return existing;
    const ref: MessageTargetWindow = {
      postMessage: (message, options) => this.#deliver(holder, target, message, options),
    };
    this.#refs.set(key, ref);
    return ref;
  }

  #deliver(
    sender: FakeWindow,
    receiver: FakeWindow,
    message: unknown,
    options: { targetOrigin: string; transfer?: Transferable[] },
  ): void {
    const delivered = options.targetOrigin === '*' || options.targetOrigin === receiver.origin;
    const type =
      typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    this.posts.push({
      from: sender.name,
      to: receiver.name,
      targetOrigin: options.targetOrigin,
      delivered,
      type,
    });
    if (!delivered) return;
    const ports = (options.transfer ?? []).filter((item): item is MessagePort => item instanceof MessagePort);
    const data = structuredClone(message);
    const source = this.ref(receiver, sender);
    setTimeout(() => {
      const event = { data, origin: sender.origin, source, ports } as unknown as MessageEvent;
      for (const listener of [...receiver.listeners]) listener(event);
    }, 0);
  }
}
