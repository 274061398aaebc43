import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openFrameSignInPopup, pathFor, type ExchangeLaunchTokenResult } from '@lms/core';
import { Button } from '../../components/Button';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { FormAlert } from '../account/FormAlert';
import { useErrorText } from '../account/useErrorText';

export interface FrameSignInPromptProps {
  stepId: string;
  /** Why the page's launch token was refused; null when the page had none. */
  problem: unknown;
  onSignedIn: (result: ExchangeLaunchTokenResult) => void;
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * "Sign in to continue" inside a frame: our sign-in opens in a first-party popup (the frame's own storage is
 * partitioned or blocked on another site), which hands a session made for this frame back to it.
 */
export function FrameSignInPrompt({ stepId, problem, onSignedIn }: FrameSignInPromptProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { routes, config } = useLmsRuntime();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(
    problem === null ? null : t('actionPlan.framed.tokenRefused'),
  );

  function signIn() {
    const stepPath = pathFor(routes, 'action-plan', { stepId });
    // Opened in the click itself, or the browser blocks the popup.
    const popup = config.openFrameSignIn?.(stepPath) ?? openFrameSignInPopup({ stepPath });
    setBusy(true);
    setFailure(null);
    popup.then(onSignedIn, (error: unknown) => {
      const code = codeOf(error);
      setFailure(
        code === 'auth/popup-blocked'
          ? t('actionPlan.framed.popupBlocked')
          : code === 'auth/popup-closed-by-user'
            ? t('actionPlan.framed.popupClosed')
            : errorText(error),
      );
      setBusy(false);
    });
  }

  return (
    <section className="lms-frame-sign-in" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('actionPlan.framed.signInTitle')}</h1>
      <p>{t('actionPlan.framed.signInBody', { productName: config.productName })}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button busy={busy} onClick={signIn}>
        {t('actionPlan.framed.signIn')}
      </Button>
      {busy && <p role="status">{t('actionPlan.framed.signingIn')}</p>}
    </section>
  );
}
