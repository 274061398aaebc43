import type { RouteName } from '@lms/core';
import type { ScreenRegistry } from '../config/lms-config';
import { NotFoundPage } from '../screens/NotFoundPage';

/**
 * The screen registered for a route. A route of the table with no screen yet shows the not-found page: the guard
 * has still run for it, so access rules hold whichever screens a host registers.
 */
export function RouteScreen({ name, screens }: { name: RouteName; screens: ScreenRegistry }) {
  const Screen = screens[name] ?? screens['not-found'] ?? NotFoundPage;
  return <Screen />;
}
