import { useId, type ReactNode } from 'react';
import { AdminNav } from './AdminNav';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

/** The admin layout: the header, then the admin sections' side navigation next to the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const mainId = useId();
  return (
    <div className="lms-layout lms-layout--admin">
      <SkipLink targetId={mainId} />
      <SiteHeader withMainNav={false} />
      <div className="lms-admin-body">
        <AdminNav />
        <main id={mainId} className="lms-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
