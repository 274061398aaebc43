import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/FormAlert';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useErrorText } from '../../ui-kit/useErrorText';
import { AccountPageFrame } from './AccountPageFrame';
import { appPathFromContinueUrl } from './continue-url';
import { newPasswordProblem, type FieldProblem } from './field-problems';
import { PasswordChangedPanel } from './PasswordChangedPanel';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { pathWithRedirect } from './path-with-redirect';
import { useFormSubmission } from './useFormSubmission';
import { usePasswordPolicy } from './usePasswordPolicy';
import { useProblemText } from './useProblemText';

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
  const errorText = useErrorText();
  const problemText = useProblemText();
  const { policy, isLoading: policyLoading } = usePasswordPolicy();
  const checklistId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const submission = useFormSubmission(frameRef);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>(undefined);
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
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(password, policy);
    setProblem(found);
    if (found) {
      submission.focusFirstInvalid();
      return;
    }
    void submission.run(async () => {
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
          {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
          <form className="lms-account-form" noValidate onSubmit={handleSubmit}>
            <PasswordField
              label={t('resetPassword.newPassword')}
              toggleLabel={t('accountForm.showPassword')}
              name="new-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={problemText(problem)}
              describedBy={checklistId}
            />
            <PasswordChecklist
              id={checklistId}
              password={password}
              policy={policy}
              isLoading={policyLoading}
            />
            <Button type="submit" busy={submission.busy}>
              {t('resetPassword.submit')}
            </Button>
          </form>
          <p className="lms-account-page__aside">{requestNewLink}</p>
        </>
      )}
    </AccountPageFrame>
  );
}
