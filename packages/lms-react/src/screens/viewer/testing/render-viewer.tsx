// Renders the whole app at the course viewer on the fake learning back end, with a network switch.
import userEvent from '@testing-library/user-event';
import { renderLms } from '../../../test-support/render-lms';
import type { NetworkStatus } from '../../../runtime/network-status';
import { createViewerFake, STUDENT, VIEWER_PATH, type ViewerFakeOptions } from './viewer-fake';

export function fakeNetwork(initiallyOnline = true) {
  let online = initiallyOnline;
  const listeners = new Set<() => void>();
  const status: NetworkStatus = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    status,
    set(value: boolean) {
      online = value;
      for (const listener of listeners) listener();
    },
  };
}

export function renderViewer(
  options: ViewerFakeOptions & {
    search?: string;
    network?: ReturnType<typeof fakeNetwork>;
    language?: string;
  } = {},
) {
  const fake = createViewerFake(options);
  const network = options.network ?? fakeNetwork();
  const user = userEvent.setup();
  const view = renderLms({
    path: `${VIEWER_PATH}${options.search ?? ''}`,
    handlers: fake.handlers,
    signedInAs: STUDENT,
    config: {
      networkStatus: network.status,
      ...(options.language ? { defaultLanguage: options.language } : {}),
    },
  });
  return { ...view, fake, network, user };
}
