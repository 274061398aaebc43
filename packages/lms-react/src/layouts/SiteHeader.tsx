import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../navigation/LmsLink';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';

/** The header of the main and admin layouts: product name (home link), optional main navigation, account menu. */
export function SiteHeader({ withMainNav }: { withMainNav: boolean }) {
  const { routes, config } = useLmsRuntime();
  const { t } = useTranslation();
  return (
    <header className="lms-header">
      <LmsLink
        className="lms-header__brand"
        to={pathFor(routes, 'landing')}
        aria-label={t('layout.home', { productName: config.productName })}
      >
        {/* The link's label names the site, so the picture is decoration (alt=""). */}
        {config.logoUrl !== undefined && <img className="lms-header__logo" src={config.logoUrl} alt="" />}
        {config.productName}
      </LmsLink>
      {withMainNav && <MainNav />}
      <AccountMenu />
    </header>
  );
}
