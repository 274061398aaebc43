import { useTranslation } from 'react-i18next';
import type { BadgeAward } from '@lms/core';
import { useRevokeBadgeAwardMutation } from '../../store/endpoints/badges-api';
import { RevokeDialog } from '../../ui-kit/RevokeDialog';
import { BADGE_REFUSALS } from './refusal-wordings';

export interface RevokeBadgeDialogProps {
  award: BadgeAward | null;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason before revoking; the award stays on record and its credential's status says revoked. */
export function RevokeBadgeDialog({ award, onOpenChange }: RevokeBadgeDialogProps) {
  const { t } = useTranslation();
  const [revoke, { isLoading }] = useRevokeBadgeAwardMutation();
  return (
    <RevokeDialog
      subject={award}
      onOpenChange={onOpenChange}
      words={{
        title: t('badges.revoke.title', { name: award?.learnerName ?? '' }),
        description: award && t('badges.revoke.body', { badge: award.badge.name, name: award.learnerName }),
        reason: t('badges.revoke.reason'),
        reasonRequired: t('badges.revoke.reasonRequired'),
        confirm: t('badges.revoke.confirm'),
      }}
      revoke={(subject, reason) => revoke({ awardId: subject.id, reason })}
      revoking={isLoading}
      refusals={BADGE_REFUSALS}
      doneMessage={(subject) => t('badges.revoke.done', { name: subject.learnerName })}
    />
  );
}
