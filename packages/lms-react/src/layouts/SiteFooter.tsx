import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../navigation/LmsLink';
import { useAuth } from '../runtime/useAuth';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/**
 * The site's footer, its links worded apart from the header's (two links of one name on a page would be ambiguous
 * for a screen reader's list of links): where to browse, ask for help and, once signed in, read about the platform (the info and "why"
 * pages are for signed-in users, spec section 6). The landing page's footer is drawn without React too (same markup).
 */
export function SiteFooter() {
  const { routes, config } = useLmsRuntime();
  const { isAuthenticated } = useAuth();
  const { t } = useTranslation();
  return (
    <footer className="lms-footer">
      <nav className="lms-footer__nav" aria-label={t('layout.footerNavigation')}>
        <ul className="lms-footer__links">
          <li>
            <LmsLink to={pathFor(routes, 'products')}>{t('layout.footerProducts')}</LmsLink>
          </li>
          <li>
            <LmsLink to={pathFor(routes, 'contact-support')}>{t('layout.footerSupport')}</LmsLink>
          </li>
          {isAuthenticated && (
            <>
              <li>
                <LmsLink to={pathFor(routes, 'info')}>{t('nav.info')}</LmsLink>
              </li>
              <li>
                <LmsLink to={pathFor(routes, 'why-product')}>{t('nav.whyProduct')}</LmsLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      <p className="lms-footer__note">{t('layout.footerNote', { productName: config.productName })}</p>
    </footer>
  );
}
