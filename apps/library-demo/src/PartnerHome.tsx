import { Link } from 'react-router';
import { thanked, usePartnerDispatch } from './partner-store';

/** A page of the partner's own, outside the library. */
export function PartnerHome() {
  const dispatch = usePartnerDispatch();
  return (
    <main className="partner-home">
      <h1>Welcome to Partner School</h1>
      <p>
        Our courses are in the <Link to="/learn">learning area</Link>.
      </p>
      <button type="button" onClick={() => dispatch(thanked())}>
        Say thanks
      </button>
    </main>
  );
}
