import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProviderId } from '@lms/core';
import { CheckboxField } from '../../components/CheckboxField';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormFailure } from '../../ui-kit/FormFailure';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { AccountPageFrame } from './AccountPageFrame';
import { currentPasswordProblem, emailProblem } from './field-problems';
import { PasswordField } from './PasswordField';
import { pathWithRedirect } from './path-with-redirect';
import { ProviderButtons } from './ProviderButtons';
import { SIGN_IN_REFUSALS } from './sign-in-refusals';
import { useContinueAfterSignIn } from './useContinueAfterSignIn';

type Method = 'password' | OAuthProviderId;

/**
 * /login: e-mail and password, "Remember me" (local or per-tab session, lms-core's persistence), the popup
 * providers, and links to sign up, reset the password or get a sign-in link. Afterwards the guard's rule 2 decides
 * where to go: the ?redirect target when it is safe, else the default page.
 */
export function LoginPage() {
  const { accounts, routes, config } = useLmsRuntime();
  const { t } = useTranslation();
  const redirect = useSearchParam('redirect');
  const continueAfterSignIn = useContinueAfterSignIn();
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'email' | 'password'>(frameRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked by default, as the provider behaves when nobody chooses (decision recorded in docs/decisions.md).
  const [remember, setRemember] = useState(true);
  const [method, setMethod] = useState<Method | null>(null);

  function signIn(chosen: Method, work: () => Promise<unknown>) {
    setMethod(chosen);
    void form
      .run(async () => {
        await work();
        await continueAfterSignIn(redirect);
      })
      .finally(() => setMethod(null));
  }

  function handleSubmit() {
    if (!form.validate({ email: emailProblem(email), password: currentPasswordProblem(password) })) return;
    signIn('password', () => accounts.signIn(email.trim(), password, remember));
  }

  return (
    <AccountPageFrame
      ref={frameRef}
      title={t('login.heading')}
      intro={t('login.intro', { productName: config.productName })}
    >
      {/* A paused sign-in says why, for how long, and that the e-mailed link below still works. */}
      <FormFailure failure={form.failure} refusals={SIGN_IN_REFUSALS} />
      <FormScaffold
        form={form}
        failure="none"
        onSubmit={handleSubmit}
        submitLabel={t('login.submit')}
        submitBusy={method === 'password'}
        submitDisabled={form.busy}
      >
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
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errorOf('password')}
        />
        <div className="lms-account-form__row">
          <CheckboxField
            label={t('login.remember')}
            description={t('login.rememberHint')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <LmsLink to={pathWithRedirect(routes, 'forgot-password', redirect)}>
            {t('login.forgotPassword')}
          </LmsLink>
        </div>
      </FormScaffold>
      <ProviderButtons
        busyProvider={method === 'google' || method === 'microsoft' ? method : null}
        disabled={form.busy}
        onSelect={(provider) => signIn(provider, () => accounts.signInWithProvider(provider, remember))}
      />
      <p className="lms-account-page__aside">
        <LmsLink to={pathWithRedirect(routes, 'email-link', redirect)}>{t('login.emailLinkInstead')}</LmsLink>
      </p>
      <p className="lms-account-page__aside">
        {t('login.noAccount')}{' '}
        <LmsLink to={pathWithRedirect(routes, 'signup', redirect)}>{t('login.signUpLink')}</LmsLink>
      </p>
    </AccountPageFrame>
  );
}
