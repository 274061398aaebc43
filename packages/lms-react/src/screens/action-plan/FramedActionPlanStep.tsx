import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { ActionPlanStep } from './ActionPlanStep';
import { FrameSignInPrompt } from './FrameSignInPrompt';
import { useFrameLaunch } from './useFrameLaunch';
import { useReportContentHeight } from './useReportContentHeight';

/**
 * A step inside a frame on another site. lms-core's launch signs the student in (the page's launch token, a session
 * this site's partition kept, or the sign-in popup) and carries the news to the page: ready, the content height on
 * every resize, and each step completed.
 */
export function FramedActionPlanStep({ stepId }: { stepId: string }) {
  const { t } = useTranslation();
  const { state, launch } = useFrameLaunch(stepId);
  useReportContentHeight(launch.resize);
  const settled = state.status !== 'connecting';
  useEffect(() => {
    if (settled) launch.ready(stepId);
  }, [settled, stepId, launch]);

  return (
    <div className="lms-action-plan lms-action-plan--framed">
      {state.status === 'connecting' ? (
        <Spinner label={t('actionPlan.framed.connecting')} />
      ) : state.status === 'needs-sign-in' ? (
        <FrameSignInPrompt stepId={stepId} problem={state.problem} onSignedIn={launch.adopt} />
      ) : (
        <ActionPlanStep stepId={stepId} onCompleted={launch.stepCompleted} />
      )}
    </div>
  );
}
