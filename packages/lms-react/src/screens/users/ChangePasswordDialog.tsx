import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormDialog } from '../../ui-kit/FormDialog';
import { FormFailure } from '../../ui-kit/FormFailure';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { currentPasswordProblem, newPasswordProblem } from './field-problems';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { ReauthenticationHint } from './ReauthenticationHint';
import { usePasswordPolicy } from './usePasswordPolicy';

/** A new password checked live against the policy, confirmed with the current one (lms-core re-authenticates). */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { accounts } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const { policy, isLoading: policyLoading } = usePasswordPolicy();
  const checklistId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const form = useFieldForm<'current' | 'new'>(containerRef);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  async function handleSubmit(): Promise<boolean> {
    const found = {
      current: currentPasswordProblem(currentPassword),
      new: newPasswordProblem(newPassword, policy),
    };
    if (!form.validate(found)) return false;
    const changed = await form.run(() => accounts.changePassword(currentPassword, newPassword));
    if (changed) {
      notify({ kind: 'positive', message: t('profile.password.changed') });
      onClose();
    }
    return changed;
  }

  return (
    <FormDialog
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.password.dialogTitle')}
      description={t('profile.password.dialogDescription')}
      onSubmit={handleSubmit}
      submitLabel={t('profile.password.submit')}
      submitBusy={form.busy}
    >
      <div ref={containerRef}>
        <FormFailure failure={form.failure} />
        <PasswordField
          label={t('profile.currentPassword')}
          toggleLabel={t('profile.showCurrentPassword')}
          autoComplete="current-password"
          aria-required="true"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={form.errorOf('current')}
        />
        <ReauthenticationHint />
        <PasswordField
          label={t('profile.password.newPassword')}
          toggleLabel={t('profile.password.showNewPassword')}
          autoComplete="new-password"
          aria-required="true"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={form.errorOf('new')}
          describedBy={checklistId}
        />
        <PasswordChecklist
          id={checklistId}
          password={newPassword}
          policy={policy}
          isLoading={policyLoading}
        />
      </div>
    </FormDialog>
  );
}
