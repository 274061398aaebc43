import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import { useFieldForm } from '../../ui-kit/useFieldForm';
import { AccountPageFrame } from './AccountPageFrame';
import { emailProblem } from './field-problems';
import { useContinueAfterSignIn } from './useContinueAfterSignIn';

export interface EmailLinkCompletionProps {
  oobCode: string;
  /** The address the link was sent to, when the link carries it. */
  email: string | null;
  /** Where the visitor wanted to go (already checked to be a safe app path), or null. */
  continuePath: string | null;
}

/**
 * /email-link?oobCode=...: finishes the sign-in the e-mail started. With the address in the link it signs in at
 * once; without it (a link opened on another device, say) it asks for the address first. The session is
 * remembered, as opening a mailed link is a deliberate sign-in on this device.
 */
export function EmailLinkCompletion({ oobCode, email: linkEmail, continuePath }: EmailLinkCompletionProps) {
  const { accounts, routes } = useLmsRuntime();
  const { t } = useTranslation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const frameRef = useRef<HTMLElement>(null);
  const form = useFieldForm<'email'>(frameRef);
  const [email, setEmail] = useState(linkEmail ?? '');
  // Signing in from the link's address starts on mount: show progress from the first render, not a form flash.
  const [starting, setStarting] = useState(linkEmail !== null);
  // A code works once: React's development double effect must not spend it twice.
  const attempted = useRef(false);

  function complete(address: string) {
    return form.run(async () => {
      await accounts.signInWithEmailLink(address, oobCode, true);
      await continueAfterSignIn(continuePath);
    });
  }

  useEffect(() => {
    if (linkEmail === null || attempted.current) return;
    attempted.current = true;
    void complete(linkEmail).then((signedIn) => {
      // After a success the page is on its way elsewhere: keep the progress showing until it goes.
      if (!signedIn) setStarting(false);
    });
    // `attempted` makes later runs (each render brings a new `complete`) return at once.
  }, [linkEmail, complete]);

  function handleSubmit() {
    if (!form.validate({ email: emailProblem(email) })) return;
    void complete(email.trim());
  }

  if (starting) {
    return (
      <AccountPageFrame title={t('emailLink.completeHeading')}>
        <p className="lms-account-page__progress" role="status">
          <Spinner size="small" label={t('emailLink.signingIn')} /> {t('emailLink.signingIn')}
        </p>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame
      ref={frameRef}
      title={t('emailLink.completeHeading')}
      intro={t('emailLink.confirmIntro')}
    >
      <FormScaffold form={form} onSubmit={handleSubmit} submitLabel={t('emailLink.confirm')}>
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
      <p className="lms-account-page__aside">
        <LmsLink to={pathFor(routes, 'email-link')}>{t('emailLink.requestNew')}</LmsLink>
      </p>
    </AccountPageFrame>
  );
}
