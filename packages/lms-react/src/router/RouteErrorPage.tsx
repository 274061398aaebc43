import { useRouteError } from 'react-router';
import { RouteErrorView } from './RouteErrorView';

/** react-router's error element: the error of the page that failed to load or render. */
export function RouteErrorPage() {
  return <RouteErrorView error={useRouteError()} />;
}
