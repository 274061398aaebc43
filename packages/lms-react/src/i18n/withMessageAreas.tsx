import { use, type ComponentType } from 'react';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { messageAreasPending } from './create-lms-i18n';
import type { MessageArea } from './message-bundles';

/**
 * The screen, shown once its message areas are loaded into the provider's i18n instance (it suspends until then,
 * like a lazily loaded screen; a failed load goes to the page's error display).
 */
export function withMessageAreas(areas: readonly MessageArea[], Screen: ComponentType): ComponentType {
  if (areas.length === 0) return Screen;
  function ScreenWithMessages() {
    const pending = messageAreasPending(useLmsRuntime().i18n, areas);
    if (pending) use(pending);
    return <Screen />;
  }
  ScreenWithMessages.displayName = `WithMessages(${areas.join(', ')})`;
  return ScreenWithMessages;
}
