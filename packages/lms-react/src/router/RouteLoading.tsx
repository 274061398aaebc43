import { Spinner } from '../components/Spinner';

/** Shown while the first page is prepared (auth restored, guard decided, screen code loaded). */
export function RouteLoading() {
  return (
    <div className="lms-route-loading">
      <Spinner />
    </div>
  );
}
