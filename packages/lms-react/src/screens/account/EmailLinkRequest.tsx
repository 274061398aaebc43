import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useSearchParam } from '../../navigation/useSearchParam';
import { useNotify } from '../../notifications/useNotify';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useErrorText } from '../../ui-kit/useErrorText';
import { AccountPageFrame } from './AccountPageFrame';
import { CheckInboxPanel } from './CheckInboxPanel';
import { continueUrlFor } from './continue-url';
import { emailProblem, type FieldProblem } from './field-problems';
import { pathWithRedirect } from './path-with-redirect';
import { useFormSubmission } from './useFormSubmission';
import { useProblemText } from './useProblemText';

/**
 * /email-link without a code: asks for an address and has lms-core mail a sign-in link to it. The link comes back
 * to /email-link with the code; its continue URL is the page the visitor wanted, or the landing page.
 */
export function EmailLinkRequest() {
  const { accounts, routes } = useLmsRuntime();
  const { t } = useTranslation();
  const notify = useNotify();
  const redirect = useSearchParam('redirect');
  const errorText = useErrorText();
  const problemText = useProblemText();
  const frameRef = useRef<HTMLElement>(null);
  const submission = useFormSubmission(frameRef);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function send(address: string) {
    const origin = window.location.origin;
    const continueUrl = continueUrlFor(redirect, origin) ?? new URL(pathFor(routes, 'landing'), origin).href;
    return submission.run(() => accounts.sendSignInLink(address, continueUrl));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      submission.focusFirstInvalid();
      return;
    }
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
      {submission.failure !== null && <FormAlert>{errorText(submission.failure)}</FormAlert>}
      {sentTo === null ? (
        <>
          <form className="lms-account-form" noValidate onSubmit={handleSubmit}>
            <TextField
              label={t('accountForm.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={problemText(problem)}
            />
            <Button type="submit" busy={submission.busy}>
              {t('emailLink.send')}
            </Button>
          </form>
          <p className="lms-account-page__aside">{backToSignIn}</p>
        </>
      ) : (
        <CheckInboxPanel
          sendingAgain={submission.busy}
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
