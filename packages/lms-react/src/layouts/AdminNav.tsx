import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsNavLink } from '../navigation/LmsNavLink';
import { screenRegistryOf } from '../router/screen-registry';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/**
 * Side navigation of the admin sections that exist: every admin-layout route of the table (not the /admin redirect)
 * that has a screen, from this library or the host, and is a section rather than one item's page, in the order the
 * routes give (`adminNavPosition`). Sections of the spec not built yet are left out rather than leading to "page not
 * found".
 */
export function AdminNav() {
  const { routes, config } = useLmsRuntime();
  const { t } = useTranslation();
  const screens = screenRegistryOf(config);
  const existing = routes.routes.filter(
    (route) =>
      route.layout === 'admin' &&
      route.redirectTo === undefined &&
      // A page of one item (a support request) is reached from its list, not from the navigation.
      !route.path.includes(':') &&
      screens[route.name] !== undefined,
  );
  // Areas declare their routes in the areas' order; each admin section says where it sits (routes/<area>.ts).
  const sections = [...existing].sort(
    (a, b) => (a.adminNavPosition ?? Infinity) - (b.adminNavPosition ?? Infinity),
  );
  return (
    <nav className="lms-admin-nav" aria-label={t('layout.adminNavigation')}>
      <ul className="lms-admin-nav__list">
        {sections.map((route) => (
          <li key={route.name}>
            <LmsNavLink to={pathFor(routes, route.name)}>{t(route.titleKey)}</LmsNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
