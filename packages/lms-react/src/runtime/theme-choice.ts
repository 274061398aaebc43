// The user's colour theme (issue 24): follow the system, or always light or dark. Kept on this device (the runtime's
// local store) rather than in the user document, whose preferences schema has no field for it (docs/decisions.md).
import { THEME_CHOICES, type KeyValueStore, type ThemeChoice } from '@lms/core';

export const THEME_CHOICE_KEY = 'lms.theme';

export interface ThemeChoiceStore {
  get(): ThemeChoice;
  set(choice: ThemeChoice): void;
  /** Calls `listener` after each change; returns the function that stops it (useSyncExternalStore's shape). */
  subscribe(listener: () => void): () => void;
}

export function createThemeChoiceStore(store: KeyValueStore): ThemeChoiceStore {
  const listeners = new Set<() => void>();
  const read = (): ThemeChoice => {
    const stored = store.getItem(THEME_CHOICE_KEY);
    return THEME_CHOICES.find((choice) => choice === stored) ?? 'system';
  };
  let current = read();
  return {
    get: () => current,
    set(choice) {
      current = choice;
      if (choice === 'system') store.removeItem(THEME_CHOICE_KEY);
      else store.setItem(THEME_CHOICE_KEY, choice);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
