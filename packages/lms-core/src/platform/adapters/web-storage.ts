import type { KeyValueStore } from '../storage';

/**
 * Wraps a Web Storage object. Storage can be missing or throw (Safari private mode, sandboxed or partitioned frames):
 * then lms-core falls back to memory rather than failing the page.
 */
export function webStorageStore(pick: () => Storage | undefined): KeyValueStore {
  let storage: Storage | undefined;
  try {
    storage = pick();
    const probe = '__lms_probe__';
    storage?.setItem(probe, probe);
    storage?.removeItem(probe);
  } catch {
    storage = undefined;
  }
  const fallback = new Map<string, string>();
  return {
    getItem: (key) => (storage ? storage.getItem(key) : (fallback.get(key) ?? null)),
    setItem: (key, value) => (storage ? storage.setItem(key, value) : void fallback.set(key, value)),
    removeItem: (key) => (storage ? storage.removeItem(key) : void fallback.delete(key)),
    keys: () => {
      if (!storage) return [...fallback.keys()];
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) keys.push(key);
      }
      return keys;
    },
    clear: () => (storage ? storage.clear() : fallback.clear()),
  };
}

export const browserLocalStore = (): KeyValueStore => webStorageStore(() => globalThis.localStorage);
export const browserSessionStore = (): KeyValueStore => webStorageStore(() => globalThis.sessionStorage);
