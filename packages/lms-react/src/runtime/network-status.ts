// Whether the browser has a network connection, behind a small port so the progress queue and the viewer's
// offline notice never touch `navigator` or `window` themselves (tests pass their own).

export interface NetworkStatus {
  isOnline(): boolean;
  /** Called on every change (online and offline); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The browser's view: navigator.onLine and the window's online/offline events; always online where they are missing. */
export function browserNetworkStatus(): NetworkStatus {
  const target = typeof window === 'undefined' ? undefined : window;
  return {
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    subscribe(listener) {
      if (!target) return () => undefined;
      target.addEventListener('online', listener);
      target.addEventListener('offline', listener);
      return () => {
        target.removeEventListener('online', listener);
        target.removeEventListener('offline', listener);
      };
    },
  };
}
