import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/** A page that failed to load or render: a readable explanation and a reload; the details go to the log. */
export function RouteErrorView({ error }: { error: unknown }) {
  const { logger } = useLmsRuntime();
  const { t } = useTranslation();
  useEffect(() => logger.error('A page failed to load or render', error), [error, logger]);
  return (
    <main className="lms-main lms-route-error">
      <ErrorState error={error} title={t('routeError.heading')} onRetry={() => window.location.reload()} />
    </main>
  );
}
