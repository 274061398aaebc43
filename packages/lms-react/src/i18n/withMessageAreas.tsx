import { use, type ComponentType, type FulfilledReactPromise } from 'react';
import type { i18n as I18n } from 'i18next';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { messageAreasPending } from './create-lms-i18n';
import type { MessageArea } from './message-bundles';

// Marked the way React marks a promise it has awaited, so `use` reads it without suspending.
const LOADED: Promise<void> & FulfilledReactPromise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** The last download each instance waited for, per language and areas. */
const waited = new WeakMap<I18n, Map<string, Promise<void> & { status?: string }>>();

/**
 * What the screen waits for. `use` is called on every render, and with the same promise when React replays a render
 * that suspended on it (the download has ended by then): React reports a replay that no longer calls `use`, or that
 * calls it with another promise, as a misuse.
 */
function areasReady(i18n: I18n, areas: readonly MessageArea[]): Promise<void> {
  const key = `${i18n.language} ${areas.map((area) => area.name).join(' ')}`;
  let byKey = waited.get(i18n);
  if (byKey === undefined) waited.set(i18n, (byKey = new Map()));
  const pending = messageAreasPending(i18n, areas);
  if (pending !== null) {
    byKey.set(key, pending);
    return pending;
  }
  // React marked the promise it waited for as fulfilled; a failed download is not reused once a retry loaded it.
  const earlier = byKey.get(key);
  return earlier?.status === 'fulfilled' ? earlier : LOADED;
}

/**
 * The screen, shown once its message areas are loaded into the provider's i18n instance (it suspends until then,
 * like a lazily loaded screen; a failed load goes to the page's error display).
 */
export function withMessageAreas(areas: readonly MessageArea[], Screen: ComponentType): ComponentType {
  if (areas.length === 0) return Screen;
  function ScreenWithMessages() {
    use(areasReady(useLmsRuntime().i18n, areas));
    return <Screen />;
  }
  ScreenWithMessages.displayName = `WithMessages(${areas.map((area) => area.name).join(', ')})`;
  return ScreenWithMessages;
}
