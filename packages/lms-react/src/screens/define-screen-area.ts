// A folder of screens declares itself once: which routes it draws (each loaded on demand), the message areas of
// its texts (their files, in its messages.ts) and the message areas each screen needs besides the shell's. The screen registry is derived from these manifests (screen-areas.ts).
// Node tools read the same files as text (build/screen-tables.ts), so entries keep the literal form below.
import type { ComponentType } from 'react';
import type { AreaName, RouteName } from '@lms/core';
import type { MessageArea } from '../i18n/message-bundles';

export type ScreenModule = Promise<{ default: ComponentType }>;

export interface ScreenEntry {
  /** `() => import('./Screen').then((module) => ({ default: module.Screen }))`: one chunk per screen. */
  load: () => ScreenModule;
  /**
   * Names of the message areas the screen's texts come from besides the shell's (checked by
   * build/screen-message-areas.test.ts), each declared by a folder's `messages`, this one's or another's.
   */
  messages?: readonly string[];
}

export interface ScreenArea {
  /** The spec's area these screens belong to; null for the platform's own pages (landing, not found, info). */
  area: AreaName | null;
  /** The message areas this folder's texts are in (its messages.ts): a screen's files load with it. */
  messages?: readonly MessageArea[];
  screens: Partial<Record<RouteName, ScreenEntry>>;
}

export function defineScreenArea(area: ScreenArea): ScreenArea {
  return area;
}
