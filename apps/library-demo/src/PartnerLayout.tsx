import { NavLink, Outlet } from 'react-router';
import { usePartnerSelector } from './partner-store';

/** The partner's own bar above every page, its own page or the library's: its links and its store's count. */
export function PartnerLayout() {
  const thanks = usePartnerSelector((state) => state.partner.thanks);
  return (
    <>
      <div className="partner-bar">
        <nav aria-label="Partner School">
          <NavLink to="/" end>
            Partner home
          </NavLink>
          <NavLink to="/learn">Courses</NavLink>
        </nav>
        <p className="partner-bar__thanks" aria-live="polite">
          Thanks sent: {thanks}
        </p>
      </div>
      <Outlet />
    </>
  );
}
