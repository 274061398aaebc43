import { useMemo, useState, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import { NavigationProvider, type NavigationAdapter } from '@lms/react';

const logNavigation = action('navigate');

function parse(to: string) {
  const url = new URL(to, 'https://story.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * Navigation for a component shown on its own (no router): links and menus move an in-memory location, which the
 * Actions panel logs, so a story can check where a click leads without leaving the story.
 */
export function StoryNavigation({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => parse(initialPath));
  const adapter = useMemo<NavigationAdapter>(
    () => ({
      location,
      pending: false,
      navigate: (to, options) => {
        logNavigation(to, options);
        setLocation(parse(to));
      },
    }),
    [location],
  );
  return <NavigationProvider adapter={adapter}>{children}</NavigationProvider>;
}
