// The device's connection as the spec's network timeouts read it, for every back end's adapters.
import type { NetworkInfo } from '../api/client';

/** The browser's connection state, read live (spec 9: 30 s, 60 s on a phone, 5 s offline). */
export const browserNetwork: NetworkInfo = {
  get isOnline() {
    return globalThis.navigator?.onLine ?? true;
  },
  get isMobile() {
    const navigator = globalThis.navigator as
      (Navigator & { userAgentData?: { mobile?: boolean } }) | undefined;
    return navigator?.userAgentData?.mobile ?? /Mobi|Android/i.test(navigator?.userAgent ?? '');
  },
};
