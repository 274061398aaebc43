import { LmsLink, type LmsLinkProps } from './LmsLink';
import { useLmsNavigation } from './useLmsNavigation';

/** A navigation link that tells assistive technology (aria-current) and styles when it is the current page. */
export function LmsNavLink({ to, className, ...rest }: LmsLinkProps) {
  const { pathname } = useLmsNavigation().location;
  const current = pathname === to;
  return (
    <LmsLink
      {...rest}
      to={to}
      aria-current={current ? 'page' : undefined}
      className={['lms-nav-link', current ? 'lms-nav-link--current' : '', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
