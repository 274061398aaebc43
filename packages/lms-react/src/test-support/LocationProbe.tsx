import { useLocation, useNavigationType } from 'react-router';
import { LmsLink } from '../navigation/LmsLink';

/** A stand-in screen for router tests: shows where the router ended up and how it got there. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  return (
    <div>
      <p data-testid="location">{`${pathname}${search}`}</p>
      <p data-testid="navigation-type">{navigationType}</p>
      <LmsLink to="/?autoland=1">Home with auto-landing</LmsLink>
    </div>
  );
}
