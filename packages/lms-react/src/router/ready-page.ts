import type { RouteName } from '@lms/core';
import type { LmsRuntime } from '../runtime/create-lms-runtime';
import { prepareScreen } from '../screens/default-screens';

/**
 * Readies the page of a route before it shows: the library's screen and its message areas. A screen the host
 * registered itself loads as the host made it.
 */
export function readyPage(runtime: LmsRuntime, name: RouteName): Promise<void> {
  return runtime.config.screens?.[name] === undefined ? prepareScreen(name, runtime.i18n) : Promise.resolve();
}
