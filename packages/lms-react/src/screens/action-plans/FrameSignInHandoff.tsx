import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handOffFrameSession, hasFrameOpener, isFrameSignInNonce, pathFor, refusalReasonOf } from '@lms/core';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useCreateFrameSessionMutation } from '../../store/endpoints/action-plans-api';
import { useErrorText } from '../../ui-kit/useErrorText';

type Phase = { kind: 'working' } | { kind: 'no-opener' } | { kind: 'failed'; error: unknown };

/**
 * The sign-in popup of a framed step, once the student signed in here (the guard sent them through /login): asks
 * the server for a session made for the frame and posts it to the frame that opened this window, on our own origin
 * only, then closes. An administrator's account cannot go into a frame: they may sign in with another account.
 */
export function FrameSignInHandoff({ stepId, nonce }: { stepId: string; nonce: string }) {
  const { t } = useTranslation();
  const { routes, session } = useLmsRuntime();
  const errorText = useErrorText();
  const [createFrameSession] = useCreateFrameSessionMutation();
  const [phase, setPhase] = useState<Phase>(() =>
    hasFrameOpener() && isFrameSignInNonce(nonce) ? { kind: 'working' } : { kind: 'no-opener' },
  );
  // React runs effects twice in development: the frame must get one session, not two.
  const started = useRef(false);

  useEffect(() => {
    if (phase.kind !== 'working' || started.current) return;
    started.current = true;
    createFrameSession({ stepId })
      .unwrap()
      .then((result) => handOffFrameSession(nonce, result))
      .catch((error: unknown) => setPhase({ kind: 'failed', error }));
  }, [phase.kind, createFrameSession, stepId, nonce]);

  const stepLink = (
    <LmsLink className="lms-button lms-button--secondary" to={pathFor(routes, 'action-plan', { stepId })}>
      {t('actionPlan.handoff.openStep')}
    </LmsLink>
  );
  return (
    <section className="lms-frame-handoff" aria-live="polite">
      <h1>{t('actionPlan.handoff.title')}</h1>
      {phase.kind === 'working' && <Spinner label={t('actionPlan.handoff.working')} />}
      {phase.kind === 'no-opener' && (
        <>
          <p>{t('actionPlan.handoff.noOpener')}</p>
          {stepLink}
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <FormAlert>
            {refusalReasonOf(phase.error) === 'admin-account'
              ? t('actionPlan.handoff.adminAccount')
              : refusalReasonOf(phase.error) === 'not-enrolled'
                ? t('actionPlan.handoff.notEnrolled')
                : errorText(phase.error)}
          </FormAlert>
          <Button variant="secondary" onClick={() => void session.logout()}>
            {t('actionPlan.handoff.otherAccount')}
          </Button>
        </>
      )}
    </section>
  );
}
