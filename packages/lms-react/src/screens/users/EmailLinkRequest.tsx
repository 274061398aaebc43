import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
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
 * /email-link without a code: asks for an address and has lms-core mail a sign-in link to it. The link comes back
 * to /email-link with the code; its continue URL is the page the visitor wanted, or the landing page.
 */
export function EmailLinkRequest() {
  const { accounts, routes } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const redirect = useSearchParam('redirect');
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'email'>(frameRef);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  function send(address: string) {
    const origin = window.location.origin;
    const continueUrl = continueUrlFor(redirect, origin) ?? new URL(pathFor(routes, 'landing'), origin).href;
    return form.run(() => accounts.sendSignInLink(address, continueUrl));
  }

  function handleSubmit() {
    if (!form.validate({ email: emailProblem(email) })) return;
    const address = email.trim();
    void send(address).then((sent) => {
      if (sent) setSentTo(address);
    });
  }

  const backToSignIn = (
    <LmsLink to={pathWithRedirect(routes, 'login', redirect)}>{t('emailLink.usePassword')}</LmsLink>
  );

  return (
    <AccountPageFrame
      ref={frameRef}
      title={t('emailLink.requestHeading')}
      intro={t('emailLink.requestIntro')}
    >
      {/* Above both the form and the confirmation that replaces it, whose "send again" can fail too. */}
      <FormFailure failure={form.failure} />
      {sentTo === null ? (
        <>
          <FormScaffold form={form} onSubmit={handleSubmit} submitLabel={t('emailLink.send')} failure="none">
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
          {t('emailLink.sent', { email: sentTo })}
        </CheckInboxPanel>
      )}
    </AccountPageFrame>
  );
}
