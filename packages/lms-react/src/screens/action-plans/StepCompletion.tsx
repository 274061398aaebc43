import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionPlanStepProgress, StepSession, StepSessionSnapshot } from '@lms/core';
import { Button } from '../../components/Button';
import { useStepChangeNotice } from './useStepChangeNotice';

export interface StepCompletionProps {
  session: StepSession;
  snapshot: StepSessionSnapshot;
  progress: ActionPlanStepProgress;
  /** After the server recorded the step as done (the frame tells the page around it). */
  onCompleted?: (stepId: string) => void;
}

/** Mark as done (only the student does), or open the step again. */
export function StepCompletion({ session, snapshot, progress, onCompleted }: StepCompletionProps) {
  const { t } = useTranslation();
  const notice = useStepChangeNotice();
  const [announcement, setAnnouncement] = useState('');
  const done = progress.state === 'done';

  async function change() {
    const outcome = await session.changeState(done ? 'in-progress' : 'done');
    if (!notice(outcome, t(done ? 'actionPlan.reopenFailed' : 'actionPlan.markDoneFailed'))) return;
    setAnnouncement(done ? t('actionPlan.reopened') : t('actionPlan.doneMessage'));
    if (!done) onCompleted?.(snapshot.stepId);
  }

  return (
    <div className="lms-step-completion">
      <Button
        variant={done ? 'ghost' : 'primary'}
        busy={snapshot.saving.includes('state')}
        onClick={() => void change()}
      >
        {done ? t('actionPlan.reopen') : t('actionPlan.markDone')}
      </Button>
      <span role="status" className="lms-step-completion__status">
        {announcement}
      </span>
    </div>
  );
}
