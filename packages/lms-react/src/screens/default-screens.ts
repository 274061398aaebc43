// The screens this library ships (each folder's area.ts, listed in screen-areas.ts), each loaded on demand so a
// page's bundle holds only its own screen, with the message areas it uses. A host can start loading the first page's screen while it boots (preloadScreen), so the
// chunk is there when the app mounts.
import type { i18n as I18n } from 'i18next';
import type { RouteName } from '@lms/core';
import type { ScreenRegistry } from '../config/lms-config';
import { messageAreasPending } from '../i18n/create-lms-i18n';
import { DEFAULT_LANGUAGE } from '../i18n/default-language';
import { loadAreaMessages, type MessageArea } from '../i18n/message-bundles';
import { withMessageAreas } from '../i18n/withMessageAreas';
import type { ScreenEntry } from './define-screen-area';
import { preloadableScreen, type PreloadableScreen } from './preloadable-screen';
import { SCREEN_AREAS } from './screen-areas';

/** Every screen of every area (screen-areas.ts); a route drawn by two folders is a wiring mistake. */
const screenEntries = new Map<RouteName, ScreenEntry>();
for (const area of SCREEN_AREAS) {
  for (const [name, entry] of Object.entries(area.screens) as [RouteName, ScreenEntry][]) {
    if (screenEntries.has(name)) throw new Error(`Two screen folders draw the route ${name}`);
    screenEntries.set(name, entry);
  }
}

/** Every message area the screen folders declare, by name; one declared by two folders is a wiring mistake. */
export const MESSAGE_AREAS: ReadonlyMap<string, MessageArea> = new Map(
  SCREEN_AREAS.flatMap((area) => area.messages ?? []).map((messages, index, all) => {
    if (all.findIndex((other) => other.name === messages.name) !== index)
      throw new Error(`Two screen folders declare the message area ${messages.name}`);
    return [messages.name, messages] as const;
  }),
);

function messageArea(screen: RouteName, name: string): MessageArea {
  const area = MESSAGE_AREAS.get(name);
  if (area === undefined)
    throw new Error(
      `The screen ${screen} uses the message area ${name}, which no screen folder declares (its messages.ts, listed in the folder's area.ts)`,
    );
  return area;
}

/** The message areas (i18n/message-bundles.ts) each screen's texts come from besides the shell's. */
export const SCREEN_MESSAGE_AREAS: Partial<Record<RouteName, readonly MessageArea[]>> = Object.fromEntries(
  [...screenEntries].flatMap(([name, entry]) =>
    entry.messages ? [[name, entry.messages.map((area) => messageArea(name, area))]] : [],
  ),
);

const screens = new Map<string, PreloadableScreen>(
  [...screenEntries].map(([name, entry]) => [name, preloadableScreen(entry.load)]),
);

export const defaultScreens: ScreenRegistry = Object.fromEntries(
  [...screens].map(([name, { Screen }]) => [
    name,
    withMessageAreas(SCREEN_MESSAGE_AREAS[name as RouteName] ?? [], Screen),
  ]),
);

/**
 * Starts loading the library's screen for a route, if it has one, and its messages in the default language; the
 * module system keeps them, so the screen finds them loaded. Errors are left to the screen, which loads again and
 * shows them.
 */
export function preloadScreen(name: RouteName): void {
  screens
    .get(name)
    ?.preload()
    .catch(() => undefined);
  for (const area of SCREEN_MESSAGE_AREAS[name] ?? []) {
    loadAreaMessages(area, DEFAULT_LANGUAGE).catch(() => undefined);
  }
}

/**
 * Resolves once the library's screen for a route and its message areas (in `i18n`'s languages) are loaded, so the
 * page renders in one pass; the router waits for it before it shows the page. Never rejects: a failed download is
 * the screen's to show, with its retry.
 */
export async function prepareScreen(name: RouteName, i18n: I18n): Promise<void> {
  await Promise.all([
    screens.get(name)?.preload(),
    messageAreasPending(i18n, SCREEN_MESSAGE_AREAS[name] ?? []),
  ]).catch(() => undefined);
}
