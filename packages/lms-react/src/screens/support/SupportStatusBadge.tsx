import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '@lms/core';

export interface SupportStatusBadgeProps {
  status: SupportStatus;
  /**
   * Who reads it: support sees "Waiting for the requester", the person who wrote reads "Waiting for your reply"
   * (the same status in their own words).
   */
  audience: 'support' | 'requester';
}

/** A request's status in words (never colour alone), styled per status. */
export function SupportStatusBadge({ status, audience }: SupportStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <span className={`lms-status-badge lms-support-status lms-support-status--${status}`}>
      {t(audience === 'requester' ? `support.requesterStatus.${status}` : `support.status.${status}`)}
    </span>
  );
}
