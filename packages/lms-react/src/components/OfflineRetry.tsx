import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { Button } from './Button';
import { ErrorState } from './ErrorState';
import { isDownloadFailure } from './on-demand';

export interface OfflineRetryProps {
  /** Why it could not be shown. */
  error: unknown;
  /** Tries again: called when the connection returns, and by the "Try again" button. */
  retry: () => void;
  /** Heading of a failure that is not the connection's. */
  title?: string;
}

/**
 * What shows in place of something that could not be downloaded. Offline (or a download that failed as a network
 * failure does), it says so and tries again by itself as soon as the connection returns; anything else is an
 * error with "Try again".
 */
export function OfflineRetry({ error, retry, title }: OfflineRetryProps) {
  const { t } = useTranslation();
  const { network } = useLmsRuntime().learning;
  const online = useSyncExternalStore(network.subscribe, network.isOnline);
  const retryRef = useRef(retry);
  retryRef.current = retry;
  useEffect(
    () =>
      network.subscribe(() => {
        if (network.isOnline()) retryRef.current();
      }),
    [network],
  );
  if (online && !isDownloadFailure(error)) return <ErrorState error={error} title={title} onRetry={retry} />;
  return (
    <section className="lms-offline-retry" role="status">
      <h2 className="lms-offline-retry__title">{t('offlinePart.heading')}</h2>
      <p className="lms-offline-retry__message">{t('offlinePart.message')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('common.retry')}
      </Button>
    </section>
  );
}
