import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeAward } from '@lms/core';
import { Textarea } from '../../components/Textarea';
import { useNotify } from '../../notifications/useNotify';
import { useRevokeBadgeAwardMutation } from '../../store/endpoints/badges-api';
import { FormDialog } from '../../ui-kit/FormDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { BADGE_REFUSALS } from './refusal-wordings';

/** The contract's limit on a revocation's reason. */
const REASON_MAX_LENGTH = 500;

export interface RevokeBadgeDialogProps {
  award: BadgeAward | null;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason before revoking; the award stays on record and its credential's status says revoked. */
export function RevokeBadgeDialog({ award, onOpenChange }: RevokeBadgeDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(BADGE_REFUSALS);
  const [revoke, { isLoading }] = useRevokeBadgeAwardMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(open: boolean) {
    if (!open) {
      setReason('');
      setProblem(null);
      setFailure(null);
    }
    onOpenChange(open);
  }

  async function confirm(): Promise<boolean> {
    if (!award) return false;
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(t('badges.revoke.reasonRequired'));
      return false;
    }
    const result = await revoke({ awardId: award.id, reason: trimmed });
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    notify({ kind: 'positive', message: t('badges.revoke.done', { name: award.learnerName }) });
    changeOpen(false);
    return true;
  }

  return (
    <FormDialog
      open={award !== null}
      onOpenChange={changeOpen}
      title={t('badges.revoke.title', { name: award?.learnerName ?? '' })}
      description={award && t('badges.revoke.body', { badge: award.badge.name, name: award.learnerName })}
      onSubmit={confirm}
      submitLabel={t('badges.revoke.confirm')}
      submitVariant="danger"
      submitBusy={isLoading}
      failure={failure}
    >
      <Textarea
        label={t('badges.revoke.reason')}
        value={reason}
        rows={3}
        required
        maxLength={REASON_MAX_LENGTH}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
