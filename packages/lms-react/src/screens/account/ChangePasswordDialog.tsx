import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useErrorText } from '../../ui-kit/useErrorText';
import {
  currentPasswordProblem,
  hasProblems,
  newPasswordProblem,
  type FieldProblems,
} from './field-problems';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { ReauthenticationHint } from './ReauthenticationHint';
import { useFormSubmission } from './useFormSubmission';
import { usePasswordPolicy } from './usePasswordPolicy';
import { useProblemText } from './useProblemText';

/** A new password checked live against the policy, confirmed with the current one (lms-core re-authenticates). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { accounts } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const { policy, isLoading: policyLoading } = usePasswordPolicy();
  const checklistId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const submission = useFormSubmission(containerRef);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'current' | 'new'>>({});

  async function handleSubmit(): Promise<boolean> {
    const found = {
      current: currentPasswordProblem(currentPassword),
      new: newPasswordProblem(newPassword, policy),
    };
    setProblems(found);
    if (hasProblems(found)) {
      submission.focusFirstInvalid();
      return false;
    }
    const changed = await submission.run(() => accounts.changePassword(currentPassword, newPassword));
    if (changed) {
      notify({ kind: 'positive', message: t('profile.password.changed') });
      onClose();
    }
    return changed;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.password.dialogTitle')}
      description={t('profile.password.dialogDescription')}
      onSubmit={handleSubmit}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={submission.busy}>
            {t('profile.password.submit')}
          </Button>
        </>
      }
    >
      <div ref={containerRef}>
        {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
        <PasswordField
          label={t('profile.currentPassword')}
          toggleLabel={t('profile.showCurrentPassword')}
          autoComplete="current-password"
          aria-required="true"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={problemText(problems.current)}
        />
        <ReauthenticationHint />
        <PasswordField
          label={t('profile.password.newPassword')}
          toggleLabel={t('profile.password.showNewPassword')}
          autoComplete="new-password"
          aria-required="true"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={problemText(problems.new)}
          describedBy={checklistId}
        />
        <PasswordChecklist
          id={checklistId}
          password={newPassword}
          policy={policy}
          isLoading={policyLoading}
        />
      </div>
    </Dialog>
  );
}
