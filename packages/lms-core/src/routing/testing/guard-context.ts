// Test helpers for the navigation guard: a logger that remembers what it was told and ready-made contexts.
import type { Logger } from '../../platform';
import type { GuardAuth, GuardContext } from '../navigation-guard';
import { createRouteTable } from '../route-table';

export interface LoggedLine {
  readonly level: keyof Logger;
  readonly message: string;
  readonly details: readonly unknown[];
}

export function recordingLogger(): Logger & { readonly lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const record =
    (level: keyof Logger) =>
    (message: string, ...details: unknown[]) =>
      void lines.push({ level, message, details });
  return {
    lines,
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
}

export const courseRoutes = createRouteTable({ productNoun: 'course' });

export const SIGNED_OUT: GuardAuth = { isAuthenticated: false, isAdmin: false, isLoading: false };
export const STUDENT: GuardAuth = { isAuthenticated: true, isAdmin: false, isLoading: false };
export const ADMIN: GuardAuth = { isAuthenticated: true, isAdmin: true, isLoading: false };
export const LOADING: GuardAuth = { isAuthenticated: false, isAdmin: false, isLoading: true };

/** A settled context on a later navigation, outside a frame, with no learning started; override what a test needs. */
export function guardContext(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    routes: courseRoutes,
    auth: STUDENT,
    framed: false,
    isFirstNavigation: false,
    logger: recordingLogger(),
    hasStartedLearning: () => false,
    ...overrides,
  };
}
