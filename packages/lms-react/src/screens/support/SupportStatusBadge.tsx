import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '@lms/core';

/** A request's status in words (never colour alone), styled per status. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-status-badge lms-support-status lms-support-status--${status}`}>
      {t(`support.status.${status}`)}
    </span>
  );
}
