import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { TextField } from '../../components/TextField';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import type { FieldProblem } from '../../ui-kit/field-problem';
import { FormDialog } from '../../ui-kit/FormDialog';
import { FormFailure } from '../../ui-kit/FormFailure';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { currentPasswordProblem } from './field-problems';
import { PasswordField } from './PasswordField';
import { ReauthenticationHint } from './ReauthenticationHint';

/**
 * Deleting the account cannot be undone, so it takes a typed confirmation (the word, or the account's e-mail
 * address) and the current password (lms-core re-authenticates, then deletes and clears this device).
 */
export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { accounts, routes } = useLmsRuntime();
  const navigation = useLmsNavigation();
  const { t } = useTranslation();
  const notify = useNotify();
  const containerRef = useRef<HTMLDivElement>(null);
  const form = useFieldForm<'confirmation' | 'password'>(containerRef);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const word = t('profile.delete.confirmWord');

  function confirmationProblem(): FieldProblem | undefined {
    const typed = confirmation.trim();
    const confirmed = typed === word || typed.toLowerCase() === email.toLowerCase();
    return confirmed ? undefined : { key: 'profile.delete.confirmMismatch', values: { word } };
  }

  async function handleSubmit(): Promise<boolean> {
    const found = { confirmation: confirmationProblem(), password: currentPasswordProblem(password) };
    if (!form.validate(found)) return false;
    const deleted = await form.run(() => accounts.deleteAccount(password));
    if (deleted) {
      notify({ kind: 'info', message: t('profile.delete.done') });
      navigation.navigate(pathFor(routes, 'landing'), { replace: true });
    }
    return deleted;
  }

  return (
    <FormDialog
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.delete.dialogTitle')}
      description={t('profile.delete.dialogDescription')}
      onSubmit={handleSubmit}
      submitLabel={t('profile.delete.submit')}
      submitVariant="danger"
      submitBusy={form.busy}
    >
      <div ref={containerRef}>
        <FormFailure failure={form.failure} />
        <TextField
          label={t('profile.delete.confirmLabel', { word })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={form.errorOf('confirmation')}
        />
        <PasswordField
          label={t('profile.currentPassword')}
          toggleLabel={t('profile.showCurrentPassword')}
          autoComplete="current-password"
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errorOf('password')}
        />
        <ReauthenticationHint />
      </div>
    </FormDialog>
  );
}
