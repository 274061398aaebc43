import { useTranslation } from 'react-i18next';
import type { BadgeAward } from '@lms/core';

/** Valid, expired or revoked, in words (never colour alone). */
export function BadgeStatus({ status }: { status: BadgeAward['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-badge-status lms-badge-status--${status}`}>{t(`badges.status.${status}`)}</span>
  );
}
