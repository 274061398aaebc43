import { Outlet } from 'react-router';
import { NavigationProvider } from '../navigation/NavigationProvider';
import { useReactRouterNavigation } from '../navigation/useReactRouterNavigation';
import { PageChrome } from '../page/PageChrome';

/** The root route's element: gives every screen the navigation adapter over react-router, and the page chrome. */
export function RouterFrame({ basename }: { basename: string }) {
  const adapter = useReactRouterNavigation(basename);
  return (
    <NavigationProvider adapter={adapter}>
      <PageChrome />
      <Outlet />
    </NavigationProvider>
  );
}
