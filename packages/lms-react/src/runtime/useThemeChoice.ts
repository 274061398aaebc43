import { useSyncExternalStore } from 'react';
import type { ThemeChoice } from '@lms/core';
import { useLmsRuntime } from './useLmsRuntime';

/** The colour theme chosen on this device, the host's default when none was, and the function that changes it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const { theme, config } = useLmsRuntime();
  const chosen = useSyncExternalStore(theme.subscribe, theme.get, theme.get);
  return [chosen === 'system' ? (config.colorTheme ?? 'system') : chosen, theme.set];
}
