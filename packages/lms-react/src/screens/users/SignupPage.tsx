import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProviderId } from '@lms/core';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { AccountPageFrame } from './AccountPageFrame';
import { displayNameProblem, emailProblem, newPasswordProblem } from './field-problems';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { pathWithRedirect } from './path-with-redirect';
import { ProviderButtons } from './ProviderButtons';
import { useContinueAfterSignIn } from './useContinueAfterSignIn';
import { usePasswordPolicy } from './usePasswordPolicy';

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
  const { policy, isLoading: policyLoading } = usePasswordPolicy();
  const checklistId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'name' | 'email' | 'password'>(frameRef);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [method, setMethod] = useState<Method | null>(null);

  function createAccount(chosen: Method, work: () => Promise<unknown>) {
    setMethod(chosen);
    void form
      .run(async () => {
        await work();
        await continueAfterSignIn(redirect);
      })
      .finally(() => setMethod(null));
  }

  function handleSubmit() {
    const found = {
      name: displayNameProblem(name, { required: true }),
      email: emailProblem(email),
      password: newPasswordProblem(password, policy),
    };
    if (!form.validate(found)) return;
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
      <FormScaffold
        form={form}
        onSubmit={handleSubmit}
        submitLabel={t('signup.submit')}
        submitBusy={method === 'password'}
        submitDisabled={form.busy}
      >
        <TextField
          label={t('signup.name')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.errorOf('name')}
        />
        <TextField
          label={t('accountForm.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.errorOf('email')}
        />
        <PasswordField
          label={t('accountForm.password')}
          toggleLabel={t('accountForm.showPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errorOf('password')}
          describedBy={checklistId}
        />
        <PasswordChecklist id={checklistId} password={password} policy={policy} isLoading={policyLoading} />
        <p className="lms-account-form__terms">{t('signup.terms', { productName: config.productName })}</p>
      </FormScaffold>
      <ProviderButtons
        busyProvider={method === 'google' || method === 'microsoft' ? method : null}
        disabled={form.busy}
        onSelect={(provider) => createAccount(provider, () => accounts.signInWithProvider(provider, true))}
      />
      <p className="lms-account-page__aside">
        {t('signup.haveAccount')}{' '}
        <LmsLink to={pathWithRedirect(routes, 'login', redirect)}>{t('signup.signInLink')}</LmsLink>
      </p>
    </AccountPageFrame>
  );
}
