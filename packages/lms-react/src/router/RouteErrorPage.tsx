import { useRevalidator, useRouteError } from 'react-router';
import { RouteErrorView } from './RouteErrorView';

/**
 * react-router's error element: the error of the page that failed to load or render. A page's own (`inLayout`)
 * shows inside its layout, so the app's header and navigation stay; trying again runs the page's loader again.
 */
export function RouteErrorPage({ inLayout = false }: { inLayout?: boolean }) {
  const revalidator = useRevalidator();
  return (
    <RouteErrorView
      error={useRouteError()}
      inLayout={inLayout}
      retry={inLayout ? () => void revalidator.revalidate() : undefined}
    />
  );
}
