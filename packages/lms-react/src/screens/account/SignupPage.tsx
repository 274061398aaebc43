import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProviderId } from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useErrorText } from '../../ui-kit/useErrorText';
import { AccountPageFrame } from './AccountPageFrame';
import {
  displayNameProblem,
  emailProblem,
  hasProblems,
  newPasswordProblem,
  type FieldProblems,
} from './field-problems';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { pathWithRedirect } from './path-with-redirect';
import { ProviderButtons } from './ProviderButtons';
import { useContinueAfterSignIn } from './useContinueAfterSignIn';
import { useFormSubmission } from './useFormSubmission';
import { usePasswordPolicy } from './usePasswordPolicy';
import { useProblemText } from './useProblemText';

type Method = 'password' | OAuthProviderId;

/**
 * /signup: name, e-mail and a password checked live against the provider's policy. lms-core creates the account,
 * starts the session and sends the welcome e-mail; the guard's rule 2 then picks the next page, as after sign-in.
 */
export function SignupPage() {
  const { accounts, routes, config } = useLmsRuntime();
  const { t } = useTranslation();
  const redirect = useSearchParam('redirect');
  const continueAfterSignIn = useContinueAfterSignIn();
  const errorText = useErrorText();
  const problemText = useProblemText();
  const { policy, isLoading: policyLoading } = usePasswordPolicy();
  const checklistId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const submission = useFormSubmission(frameRef);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems<'name' | 'email' | 'password'>>({});
  const [method, setMethod] = useState<Method | null>(null);

  function createAccount(chosen: Method, work: () => Promise<unknown>) {
    setMethod(chosen);
    void submission
      .run(async () => {
        await work();
        await continueAfterSignIn(redirect);
      })
      .finally(() => setMethod(null));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      name: displayNameProblem(name, { required: true }),
      email: emailProblem(email),
      password: newPasswordProblem(password, policy),
    };
    setProblems(found);
    if (hasProblems(found)) {
      submission.focusFirstInvalid();
      return;
    }
    createAccount('password', () =>
      accounts.signUp({ email: email.trim(), password, displayName: name.trim() }),
    );
  }

  return (
    <AccountPageFrame
      ref={frameRef}
      title={t('signup.heading')}
      intro={t('signup.intro', { productName: config.productName })}
    >
      {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
      <form className="lms-account-form" noValidate onSubmit={handleSubmit}>
        <TextField
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={problemText(problems.name)}
        />
        <TextField
          label={t('accountForm.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problemText(problems.email)}
        />
        <PasswordField
          label={t('accountForm.password')}
          toggleLabel={t('accountForm.showPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problemText(problems.password)}
          describedBy={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} policy={policy} isLoading={policyLoading} />
        <p className="lms-account-form__terms">{t('signup.terms', { productName: config.productName })}</p>
        <Button type="submit" busy={method === 'password'} disabled={submission.busy}>
          {t('signup.submit')}
        </Button>
      </form>
      <ProviderButtons
        busyProvider={method === 'google' || method === 'microsoft' ? method : null}
        disabled={submission.busy}
        onSelect={(provider) => createAccount(provider, () => accounts.signInWithProvider(provider, true))}
      />
      <p className="lms-account-page__aside">
        {t('signup.haveAccount')}{' '}
        <LmsLink to={pathWithRedirect(routes, 'login', redirect)}>{t('signup.signInLink')}</LmsLink>
      </p>
    </AccountPageFrame>
  );
}
