import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { AccountPageFrame } from './AccountPageFrame';
import { appPathFromContinueUrl } from './continue-url';
import { newPasswordProblem } from './field-problems';
import { PasswordChangedPanel } from './PasswordChangedPanel';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { pathWithRedirect } from './path-with-redirect';
import { usePasswordPolicy } from './usePasswordPolicy';

/**
 * /reset-password?oobCode=...: the page the reset e-mail opens. A new password checked live against the policy,
 * then "Password changed" and a way to sign in. An expired or used link gets the catalogue's sentence and a way
 * to ask for a new one.
 */
export function ResetPasswordPage() {
  const { accounts, routes } = useLmsRuntime();
  const { t } = useTranslation();
  const oobCode = useSearchParam('oobCode');
  const continueUrl = useSearchParam('continueUrl');
  const { policy, isLoading: policyLoading } = usePasswordPolicy();
  const checklistId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'password'>(frameRef);
  const [password, setPassword] = useState('');
  const [changedFor, setChangedFor] = useState<string | null>(null);

  const requestNewLink = (
    <LmsLink to={pathFor(routes, 'forgot-password')}>{t('resetPassword.requestNewLink')}</LmsLink>
  );

  if (!oobCode) {
    return (
      <AccountPageFrame title={t('resetPassword.heading')}>
        <ErrorState error={{ code: 'auth/invalid-action-code' }} />
        <p className="lms-account-page__aside">{requestNewLink}</p>
      </AccountPageFrame>
    );
  }

  const code = oobCode;
  function handleSubmit() {
    if (!form.validate({ password: newPasswordProblem(password, policy) })) return;
    void form.run(async () => {
      const { email } = await accounts.resetPassword(code, password);
      setChangedFor(email);
    });
  }

  const signInPath = pathWithRedirect(
    routes,
    'login',
    appPathFromContinueUrl(continueUrl, window.location.origin),
  );

  return (
    <AccountPageFrame
      ref={frameRef}
      title={t('resetPassword.heading')}
      intro={changedFor ? undefined : t('resetPassword.intro')}
    >
      {changedFor !== null ? (
        <PasswordChangedPanel email={changedFor} signInPath={signInPath} />
      ) : (
        <>
          <FormScaffold form={form} onSubmit={handleSubmit} submitLabel={t('resetPassword.submit')}>
            <PasswordField
              label={t('resetPassword.newPassword')}
              toggleLabel={t('accountForm.showPassword')}
              name="new-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={form.errorOf('password')}
              describedBy={checklistId}
            />
            <PasswordChecklist
              id={checklistId}
              password={password}
              policy={policy}
              isLoading={policyLoading}
            />
          </FormScaffold>
          <p className="lms-account-page__aside">{requestNewLink}</p>
        </>
      )}
    </AccountPageFrame>
  );
}
