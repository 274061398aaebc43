import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useErrorText } from '../../ui-kit/useErrorText';
import { currentPasswordProblem, emailProblem, hasProblems, type FieldProblems } from './field-problems';
import { PasswordField } from './PasswordField';
import { ReauthenticationHint } from './ReauthenticationHint';
import { useFormSubmission } from './useFormSubmission';
import { useProblemText } from './useProblemText';

/**
 * A new e-mail address, confirmed with the current password (lms-core re-authenticates first, spec 5). Rendered
 * only while open, so every opening starts empty.
 */
export function ChangeEmailDialog({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const { accounts } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const containerRef = useRef<HTMLDivElement>(null);
  const submission = useFormSubmission(containerRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'email' | 'password'>>({});

  async function handleSubmit(): Promise<boolean> {
    const found = {
      email:
        emailProblem(email) ??
        (email.trim() === currentEmail ? { key: 'profile.email.unchanged' } : undefined),
      password: currentPasswordProblem(password),
    };
    setProblems(found);
    if (hasProblems(found)) {
      submission.focusFirstInvalid();
      return false;
    }
    const address = email.trim();
    const changed = await submission.run(async () => {
      await accounts.changeEmail(password, address);
    });
    if (changed) {
      notify({ kind: 'positive', message: t('profile.email.changed', { email: address }) });
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
      title={t('profile.email.dialogTitle')}
      description={t('profile.email.dialogDescription', { email: currentEmail })}
      onSubmit={handleSubmit}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={submission.busy}>
            {t('profile.email.submit')}
          </Button>
        </>
      }
    >
      {/* type="text": the dialog's own constraint check would otherwise refuse a typo before our message shows. */}
      <div ref={containerRef}>
        {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
        <TextField
          label={t('profile.email.newEmail')}
          type="text"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problemText(problems.email)}
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
