import { useTranslation } from 'react-i18next';

/**
 * Says what happens to progress not yet on the server: kept on this device and sent when the connection returns
 * (issue 6), or retried while the server does not answer. Silent while everything is saved.
 */
export function OfflineNotice(props: { pending: number; online: boolean; failing: boolean }) {
  const { t } = useTranslation();
  let message = '';
  if (props.pending > 0 && !props.online) message = t('viewer.offline.pending');
  else if (props.pending > 0 && props.failing) message = t('viewer.offline.retrying');
  return (
    <p className="lms-viewer-offline" role="status">
      {message}
    </p>
  );
}
