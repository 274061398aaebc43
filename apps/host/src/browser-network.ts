import type { NetworkInfo } from '@lms/core';

/** The device's connection as lms-core's timeouts read it (spec 9), live at every request. */
export const browserNetwork: NetworkInfo = {
  get isOnline() {
    return navigator.onLine;
  },
  get isMobile() {
    const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
    return hints?.mobile ?? /Mobi|Android/i.test(navigator.userAgent);
  },
};
