import { useId, type ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** The main layout: header with the product name, navigation and account menu above the page, a footer below. */
export function MainLayout({ children }: { children: ReactNode }) {
  const mainId = useId();
  return (
    <div className="lms-layout lms-layout--main">
      <SkipLink targetId={mainId} />
      <SiteHeader withMainNav />
      <main id={mainId} className="lms-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
