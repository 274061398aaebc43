// A penpal 7 Messenger for two windows that never posts to an origin outside its allow-list. Penpal's own
// WindowMessenger sends its handshake SYN with targetOrigin "*"; this one sends the SYN once per allowed origin
// instead (the browser drops the copies whose origin does not match the receiving window), and everything after
// the handshake goes only to the one origin that answered, then over a private MessageChannel.
// The windows are passed in, so this file names no browser global and runs against test doubles in Node.
import type { InitializeMessengerOptions, Message, MessageHandler, Messenger } from 'penpal';

/** The slice of a Window this messenger uses: listening on our own window, posting to the other one. */
export interface MessageTargetWindow {
  postMessage(message: unknown, options: { targetOrigin: string; transfer?: Transferable[] }): void;
}

export interface MessageSourceWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface StrictWindowMessengerOptions {
  /** The window this side runs in: where the other side's messages arrive. */
  localWindow: MessageSourceWindow;
  /** The other side: the iframe's contentWindow (host side) or window.parent (frame side). */
  remoteWindow: MessageTargetWindow;
  /** Exact origins (as MessageEvent.origin gives them) allowed to connect. Never "*". */
  allowedOrigins: readonly string[];
}

export class StrictWindowMessenger implements Messenger {
  readonly #local: MessageSourceWindow;
  readonly #remote: MessageTargetWindow;
  readonly #allowed: ReadonlySet<string>;
  #validate: InitializeMessengerOptions['validateReceivedMessage'] | undefined;
  #remoteOrigin: string | undefined;
  #port: MessagePort | undefined;
  readonly #handlers = new Set<MessageHandler>();

  constructor(options: StrictWindowMessengerOptions) {
    const allowed = options.allowedOrigins.filter((origin) => origin !== '*' && origin !== 'null');
    this.#local = options.localWindow;
    this.#remote = options.remoteWindow;
    this.#allowed = new Set(allowed);
  }

  /** The origin of the other side once its handshake arrived from an allowed origin; undefined before. */
  get remoteOrigin(): string | undefined {
    return this.#remoteOrigin;
  }

  initialize = ({ validateReceivedMessage }: InitializeMessengerOptions): void => {
    this.#validate = validateReceivedMessage;
    this.#local.addEventListener('message', this.#onWindowMessage);
  };

  sendMessage = (message: Message, transferables?: Transferable[]): void => {
    if (message.type === 'SYN') {
      // Before the other side answered we do not know which allowed origin it is: one copy per origin.
      const targets = this.#remoteOrigin === undefined ? [...this.#allowed] : [this.#remoteOrigin];
      for (const targetOrigin of targets) this.#remote.postMessage(message, { targetOrigin });
      return;
    }
    if (message.type === 'ACK1') {
      this.#remote.postMessage(message, { targetOrigin: this.#requireRemoteOrigin() });
      return;
    }
    if (message.type === 'ACK2') {
      const targetOrigin = this.#requireRemoteOrigin();
      const { port1, port2 } = new MessageChannel();
      this.#usePort(port1);
      this.#remote.postMessage(message, { targetOrigin, transfer: [port2, ...(transferables ?? [])] });
      return;
    }
    if (this.#port === undefined) throw new Error('The bridge is not connected yet.');
    this.#port.postMessage(message, transferables ?? []);
  };

  addMessageHandler = (handler: MessageHandler): void => {
    this.#handlers.add(handler);
  };

  removeMessageHandler = (handler: MessageHandler): void => {
    this.#handlers.delete(handler);
  };

  destroy = (): void => {
    this.#local.removeEventListener('message', this.#onWindowMessage);
    this.#closePort();
    this.#handlers.clear();
  };

  #requireRemoteOrigin(): string {
    if (this.#remoteOrigin === undefined) throw new Error('The other side of the bridge is not known yet.');
    return this.#remoteOrigin;
  }

  #onWindowMessage = (event: MessageEvent): void => {
    // Only the window we talk to, only from an allowed origin, only penpal messages of our channel.
    if (event.source !== (this.#remote as unknown) || !this.#allowed.has(event.origin)) return;
    const data: unknown = event.data;
    if (this.#validate === undefined || !this.#validate(data)) return;
    if (data.type === 'SYN') {
      // A new handshake (the frame reloaded): forget the old port; the origin may not change mid-connection.
      if (this.#remoteOrigin !== undefined && this.#remoteOrigin !== event.origin) return;
      this.#closePort();
      this.#remoteOrigin = event.origin;
    } else if (event.origin !== this.#remoteOrigin) {
      return;
    }
    if (data.type === 'ACK2') {
      const port = event.ports[0];
      if (port === undefined) return;
      this.#usePort(port);
    }
    this.#dispatch(data);
  };

  #onPortMessage = (event: MessageEvent): void => {
    const data: unknown = event.data;
    if (this.#validate !== undefined && this.#validate(data)) this.#dispatch(data);
  };

  #dispatch(message: Message): void {
    for (const handler of this.#handlers) handler(message);
  }

  #usePort(port: MessagePort): void {
    this.#closePort();
    this.#port = port;
    port.addEventListener('message', this.#onPortMessage);
    port.start();
  }

  #closePort(): void {
    this.#port?.removeEventListener('message', this.#onPortMessage);
    this.#port?.close();
    this.#port = undefined;
  }
}
