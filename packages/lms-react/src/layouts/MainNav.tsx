import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsNavLink } from '../navigation/LmsNavLink';
import { useAuth } from '../runtime/useAuth';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/** The main navigation: what every visitor can reach, plus the student and admin areas for those who may enter. */
export function MainNav() {
  const { routes } = useLmsRuntime();
  const { isAuthenticated, isAdmin } = useAuth();
  const { t } = useTranslation();
  return (
    <nav className="lms-main-nav" aria-label={t('layout.mainNavigation')}>
      <ul className="lms-main-nav__list">
        <li>
          <LmsNavLink to={pathFor(routes, 'products')}>{t('nav.products')}</LmsNavLink>
        </li>
        {isAuthenticated && (
          <>
            <li>
              <LmsNavLink to={pathFor(routes, 'student-dashboard')}>{t('nav.dashboard')}</LmsNavLink>
            </li>
            <li>
              <LmsNavLink to={pathFor(routes, 'student-products')}>{t('nav.myProducts')}</LmsNavLink>
            </li>
          </>
        )}
        {isAdmin && (
          <li>
            <LmsNavLink to={pathFor(routes, 'admin-products')}>{t('nav.admin')}</LmsNavLink>
          </li>
        )}
        <li>
          <LmsNavLink to={pathFor(routes, 'contact-support')}>{t('nav.contactSupport')}</LmsNavLink>
        </li>
      </ul>
    </nav>
  );
}
