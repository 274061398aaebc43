import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormFailure } from '../../ui-kit/FormFailure';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { AccountPageFrame } from './AccountPageFrame';
import { CheckInboxPanel } from './CheckInboxPanel';
import { continueUrlFor } from './continue-url';
import { emailProblem } from './field-problems';
import { pathWithRedirect } from './path-with-redirect';

/**
 * /forgot-password: asks lms-core to mail a reset link. The confirmation never says whether the address has an
 * account, as the back end answers the same either way; a back end that does answer user-not-found gets its
 * sentence shown like any other error.
 */
export function ForgotPasswordPage() {
  const { accounts, routes } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const redirect = useSearchParam('redirect');
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'email'>(frameRef);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function send(address: string) {
    return form.run(() =>
      accounts.sendPasswordReset(address, continueUrlFor(redirect, window.location.origin)),
    );
  }

  function handleSubmit() {
    if (!form.validate({ email: emailProblem(email) })) return;
    const address = email.trim();
    void send(address).then((sent) => {
      if (sent) setSentTo(address);
    });
  }

  const backToSignIn = (
    <LmsLink to={pathWithRedirect(routes, 'login', redirect)}>{t('forgotPassword.backToSignIn')}</LmsLink>
  );

  return (
    <AccountPageFrame ref={frameRef} title={t('forgotPassword.heading')} intro={t('forgotPassword.intro')}>
      {/* Above both the form and the confirmation that replaces it, whose "send again" can fail too. */}
      <FormFailure failure={form.failure} />
      {sentTo === null ? (
        <>
          <FormScaffold
            form={form}
            onSubmit={handleSubmit}
            submitLabel={t('forgotPassword.submit')}
            failure="none"
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
          </FormScaffold>
          <p className="lms-account-page__aside">{backToSignIn}</p>
        </>
      ) : (
        <CheckInboxPanel
          sendingAgain={form.busy}
          onSendAgain={() =>
            void send(sentTo).then((sent) => {
              if (sent) notify({ kind: 'positive', message: t('checkInbox.sentAgain') });
            })
          }
          footer={backToSignIn}
        >
          {t('forgotPassword.sent', { email: sentTo })}
        </CheckInboxPanel>
      )}
    </AccountPageFrame>
  );
}
