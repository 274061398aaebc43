import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useErrorText } from '../../ui-kit/useErrorText';
import { currentPasswordProblem, hasProblems, type FieldProblem, type FieldProblems } from './field-problems';
import { PasswordField } from './PasswordField';
import { ReauthenticationHint } from './ReauthenticationHint';
import { useFormSubmission } from './useFormSubmission';
import { useProblemText } from './useProblemText';

/**
 * Deleting the account cannot be undone, so it takes a typed confirmation (the word, or the account's e-mail
 * address) and the current password (lms-core re-authenticates, then deletes and clears this device).
 */
export function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { accounts, routes } = useLmsRuntime();
  const navigation = useLmsNavigation();
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const containerRef = useRef<HTMLDivElement>(null);
  const submission = useFormSubmission(containerRef);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'confirmation' | 'password'>>({});
  const word = t('profile.delete.confirmWord');

  function confirmationProblem(): FieldProblem | undefined {
    const typed = confirmation.trim();
    const confirmed = typed === word || typed.toLowerCase() === email.toLowerCase();
    return confirmed ? undefined : { key: 'profile.delete.confirmMismatch', values: { word } };
  }

  async function handleSubmit(): Promise<boolean> {
    const found = { confirmation: confirmationProblem(), password: currentPasswordProblem(password) };
    setProblems(found);
    if (hasProblems(found)) {
      submission.focusFirstInvalid();
      return false;
    }
    const deleted = await submission.run(() => accounts.deleteAccount(password));
    if (deleted) {
      notify({ kind: 'info', message: t('profile.delete.done') });
      navigation.navigate(pathFor(routes, 'landing'), { replace: true });
    }
    return deleted;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.delete.dialogTitle')}
      description={t('profile.delete.dialogDescription')}
      onSubmit={handleSubmit}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={submission.busy}>
            {t('profile.delete.submit')}
          </Button>
        </>
      }
    >
      <div ref={containerRef}>
        {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
        <TextField
          label={t('profile.delete.confirmLabel', { word })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={problemText(problems.confirmation)}
        />
        <PasswordField
          label={t('profile.currentPassword')}
          toggleLabel={t('profile.showCurrentPassword')}
          autoComplete="current-password"
          aria-required="true"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problemText(problems.password)}
        />
        <ReauthenticationHint />
      </div>
    </Dialog>
  );
}
