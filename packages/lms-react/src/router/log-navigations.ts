// The router's navigations in the runtime's debug log: a page that did not change after a click (a trace of an
// end-to-end failure, a user's report with the console open) then shows whether a navigation started, was
// replaced by another or finished. Debug level: the console hides it unless asked.
import type { Logger } from '@lms/core';
import type { LmsDataRouter } from './CurrentRouterContext';

export function logNavigations(router: LmsDataRouter, logger: Logger): () => void {
  let loading: string | null = null;
  let shown = addressOf(router.state.location);
  return router.subscribe((state) => {
    const target = state.navigation.location ? addressOf(state.navigation.location) : null;
    const address = addressOf(state.location);
    if (state.navigation.state !== 'idle') {
      if (target !== loading)
        logger.debug(
          `Navigation ${loading === null ? 'started' : `to ${loading} replaced by one`} to ${target ?? ''}`,
        );
      loading = target;
    } else {
      if (loading !== null && loading !== address) logger.debug(`Navigation to ${loading} did not finish`);
      loading = null;
    }
    if (address !== shown) {
      logger.debug(`Navigation done: ${address}`);
      shown = address;
    }
  });
}

function addressOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
