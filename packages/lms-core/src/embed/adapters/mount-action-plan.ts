// What the embed script (/embed.js) does on a third-party page: puts an action-plan step in an iframe, speaks the
// host side of the bridge with it (the lean penpal-compatible host: only to the platform's origin), sizes it to the
// step's content, hands over the page's launch token, and turns the frame's news into DOM events on the element:
// `lms:ready`, `lms:resize`, `lms:step-completed` (detail: {stepId} or {height}), and `lms:error` when no step
// answered in time. Kept free of the contract's schemas: the script has a 4 kB (gzipped) budget.
import { EMBED_CONNECT_TIMEOUT_MS } from '../bridge-methods';
import { connectLeanHost } from '../lean-host-bridge';
import { normalizeEmbedOrigin } from '../origin-format';

export interface MountActionPlanOptions {
  /** The step to show; default the element's data-lms-action-plan-step. */
  stepId?: string;
  /** Where the platform is; default the origin the embed script was loaded from. */
  baseUrl?: string;
  /** A launch token your back end got for the signed-in student; handed to the frame once. */
  launchToken?: string | null;
  /** Called each time the frame asks (a reload asks again): fetch a fresh token from your back end. */
  getLaunchToken?: () => string | null | Promise<string | null>;
  /** The iframe's accessible name; default "Action plan step". */
  title?: string;
  /** Milliseconds to wait for the step to answer before `lms:error`; default 10 s. */
  timeoutMs?: number;
}

export interface MountedActionPlan {
  iframe: HTMLIFrameElement;
  /** Settles once the step connected; rejects when it never did or was removed first. */
  connected: Promise<void>;
  /** Removes the iframe and closes the bridge. */
  destroy(): void;
}

const INITIAL_HEIGHT = '320px';

export function mountActionPlan(
  element: HTMLElement,
  options: MountActionPlanOptions = {},
  defaultBaseUrl = '',
): MountedActionPlan {
  const stepId = options.stepId ?? element.getAttribute('data-lms-action-plan-step') ?? '';
  const origin = normalizeEmbedOrigin(new URL(options.baseUrl ?? defaultBaseUrl, location.href).origin);
  if (stepId === '' || origin === null)
    throw new TypeError('LmsEmbed: a step id and the platform address are needed.');
  let token = options.launchToken ?? element.getAttribute('data-lms-launch-token');

  const emit = (type: string, detail: unknown) =>
    element.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  const iframe = document.createElement('iframe');
  iframe.src = `${origin}/action-plan/${encodeURIComponent(stepId)}`;
  iframe.title = options.title ?? 'Action plan step';
  iframe.style.cssText = `display:block;width:100%;border:0;height:${INITIAL_HEIGHT}`;
  element.replaceChildren(iframe);

  // The iframe's window exists once it is in the document.
  const contentWindow = iframe.contentWindow as Window;
  let connect: () => void;
  let fail: (error: Error) => void;
  let removed = false;
  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The action-plan step did not answer in time.')),
      options.timeoutMs ?? EMBED_CONNECT_TIMEOUT_MS,
    );
    connect = () => {
      clearTimeout(timer);
      resolve();
    };
    fail = (error) => {
      clearTimeout(timer);
      reject(error);
    };
  });
  // A frame removed (or replaced by a new mount on the same element) before it answered is no page error.
  connected.catch((error: unknown) => {
    if (!removed) emit('lms:error', { stepId, error });
  });
  const disconnect = connectLeanHost({
    localWindow: window,
    // The positional form of postMessage: older Safari versions do not take an options object.
    frameWindow: {
      postMessage: (message, { targetOrigin, transfer }) =>
        contentWindow.postMessage(message, targetOrigin, transfer ?? []),
    },
    frameSource: contentWindow,
    frameOrigin: origin,
    handlers: {
      onConnect: () => connect(),
      onReady: (event) => emit('lms:ready', event),
      onResize(height) {
        iframe.style.height = `${height}px`;
        emit('lms:resize', { height });
      },
      onStepCompleted: (event) => emit('lms:step-completed', event),
      getLaunchToken() {
        if (options.getLaunchToken) return options.getLaunchToken();
        const once = token;
        token = null;
        return once;
      },
    },
  });
  return {
    iframe,
    connected,
    destroy() {
      removed = true;
      fail(new Error('The action-plan step was removed.'));
      disconnect();
      iframe.remove();
    },
  };
}
