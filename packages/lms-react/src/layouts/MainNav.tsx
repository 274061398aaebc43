import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsNavLink } from '../navigation/LmsNavLink';
import { useLmsNavigation } from '../navigation/useLmsNavigation';
import { useAuth } from '../runtime/useAuth';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/**
 * The main navigation: what every visitor can reach, plus the student and admin areas for those who may enter. On
 * narrow screens the links fold behind a disclosure button (the CSS hides the button on wide ones).
 */
export function MainNav() {
  const { routes } = useLmsRuntime();
  const { isAuthenticated, isAdmin } = useAuth();
  const { t } = useTranslation();
  const { location } = useLmsNavigation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // A link followed from the open menu lands on a page with the menu folded again.
  useEffect(() => setOpen(false), [location.pathname]);
  const contact = pathFor(routes, 'contact-support');
  // The support form records the page a request was written from. The landing page's header is drawn without
  // React too (same markup), so there the form reads the page from the browser's referrer instead.
  const contactFrom =
    location.pathname === pathFor(routes, 'landing') || location.pathname.startsWith(contact)
      ? contact
      : `${contact}?from=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <nav className="lms-main-nav" aria-label={t('layout.mainNavigation')}>
      <button
        type="button"
        className="lms-button lms-button--secondary lms-main-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {/* On phones the button shows the three-bar icon and keeps its word for assistive technology. */}
        <span className="lms-main-nav__icon" aria-hidden="true" />
        <span className="lms-main-nav__label">{t('layout.menu')}</span>
      </button>
      <ul className="lms-main-nav__list" id={listId}>
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
          <LmsNavLink to={contactFrom}>{t('nav.contactSupport')}</LmsNavLink>
        </li>
      </ul>
    </nav>
  );
}
