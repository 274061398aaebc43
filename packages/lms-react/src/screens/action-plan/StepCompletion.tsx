import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionPlanStepProgress } from '@lms/core';
import { Button } from '../../components/Button';
import { useStepSave } from './useStepSave';

export interface StepCompletionProps {
  stepId: string;
  progress: ActionPlanStepProgress;
  /** After the server recorded the step as done (the frame tells the page around it). */
  onCompleted?: (stepId: string) => void;
}

/** Mark as done (only the student does), or open the step again. */
export function StepCompletion({ stepId, progress, onCompleted }: StepCompletionProps) {
  const { t } = useTranslation();
  const { save, saving } = useStepSave(stepId);
  const [announcement, setAnnouncement] = useState('');
  const done = progress.state === 'done';

  async function change() {
    const ok = await save(
      { state: done ? 'in-progress' : 'done' },
      t(done ? 'actionPlan.reopenFailed' : 'actionPlan.markDoneFailed'),
    );
    if (!ok) return;
    setAnnouncement(done ? t('actionPlan.reopened') : t('actionPlan.doneMessage'));
    if (!done) onCompleted?.(stepId);
  }

  return (
    <div className="lms-step-completion">
      <Button variant={done ? 'ghost' : 'primary'} busy={saving} onClick={() => void change()}>
        {done ? t('actionPlan.reopen') : t('actionPlan.markDone')}
      </Button>
      <span role="status" className="lms-step-completion__status">
        {announcement}
      </span>
    </div>
  );
}
