// Which screen each route shows: the library's own, then the host's (which may add or replace any). The router
// and the admin navigation read the same registry, so the navigation never links to a page that has no screen.
import type { LmsConfig, ScreenRegistry } from '../config/lms-config';
import { defaultScreens } from '../screens/default-screens';

export function screenRegistryOf(config: Pick<LmsConfig, 'screens'>): ScreenRegistry {
  return { ...defaultScreens, ...config.screens };
}
