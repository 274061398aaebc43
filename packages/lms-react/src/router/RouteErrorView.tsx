import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineRetry } from '../components/OfflineRetry';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

export interface RouteErrorViewProps {
  error: unknown;
  /** Tries the page again (react-router: revalidate); the whole document is reloaded when absent. */
  retry?: () => void;
  /** Shown inside a layout (which has the <main> element), or alone in place of the app. */
  inLayout?: boolean;
}

/**
 * A page that failed to load or render: a readable explanation and a retry; the details go to the log. Offline,
 * it says so and shows the page by itself when the connection returns.
 */
export function RouteErrorView({ error, retry, inLayout = false }: RouteErrorViewProps) {
  const { logger } = useLmsRuntime();
  const { t } = useTranslation();
  useEffect(() => logger.error('A page failed to load or render', error), [error, logger]);
  const view = (
    <OfflineRetry
      error={error}
      title={t('routeError.heading')}
      retry={retry ?? (() => window.location.reload())}
    />
  );
  if (inLayout) return <div className="lms-route-error">{view}</div>;
  return <main className="lms-main lms-route-error">{view}</main>;
}
