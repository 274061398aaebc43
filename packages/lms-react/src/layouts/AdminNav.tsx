import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsNavLink } from '../navigation/LmsNavLink';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/** Side navigation of the admin sections: every admin-layout route of the table except the /admin redirect. */
export function AdminNav() {
  const { routes } = useLmsRuntime();
  const { t } = useTranslation();
  const sections = routes.routes.filter(
    (route) => route.layout === 'admin' && route.redirectTo === undefined,
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
