import { useTranslation } from 'react-i18next';

/** Active or disabled, and student or admin, in words (the colour only repeats what the word says). */
export function UserStatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-status-badge lms-user-status lms-user-status--${disabled ? 'disabled' : 'active'}`}>
      {t(`adminUsers.status.${disabled ? 'disabled' : 'active'}`)}
    </span>
  );
}
