import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormDialog } from '../../ui-kit/FormDialog';
import { FormFailure } from '../../ui-kit/FormFailure';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { currentPasswordProblem, emailProblem } from './field-problems';
import { PasswordField } from './PasswordField';
import { ReauthenticationHint } from './ReauthenticationHint';

/**
 * A new e-mail address, confirmed with the current password (lms-core re-authenticates first, spec 5). Rendered
 * only while open, so every opening starts empty.
 */
export function ChangeEmailDialog({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const { accounts } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const containerRef = useRef<HTMLDivElement>(null);
  const form = useFieldForm<'email' | 'password'>(containerRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(): Promise<boolean> {
    const found = {
      email:
        emailProblem(email) ??
        (email.trim() === currentEmail ? { key: 'profile.email.unchanged' } : undefined),
      password: currentPasswordProblem(password),
    };
    if (!form.validate(found)) return false;
    const address = email.trim();
    const changed = await form.run(async () => {
      await accounts.changeEmail(password, address);
    });
    if (changed) {
      notify({ kind: 'positive', message: t('profile.email.changed', { email: address }) });
      onClose();
    }
    return changed;
  }

  return (
    <FormDialog
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.email.dialogTitle')}
      description={t('profile.email.dialogDescription', { email: currentEmail })}
      onSubmit={handleSubmit}
      submitLabel={t('profile.email.submit')}
      submitBusy={form.busy}
    >
      {/* type="text": the dialog's own constraint check would otherwise refuse a typo before our message shows. */}
      <div ref={containerRef}>
        <FormFailure failure={form.failure} />
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
          error={form.errorOf('email')}
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
