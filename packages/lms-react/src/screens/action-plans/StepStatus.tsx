import { useTranslation } from 'react-i18next';
import type { ActionPlanStepView } from '@lms/core';
import { useFormatDate } from '../../i18n/useFormatDate';

/** The student's state in the step (not started, in progress, done on a date) and when it is due. */
export function StepStatus({ view }: { view: ActionPlanStepView }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { progress, dueAt } = view;
  return (
    <p className="lms-action-plan-step__status">
      {progress && (
        <span className={`lms-step-state lms-step-state--${progress.state}`}>
          {progress.state === 'done' && progress.completedAt
            ? t('actionPlan.completedOn', { date: formatDate(progress.completedAt) })
            : t(`actionPlan.state.${progress.state}`)}
        </span>
      )}
      {dueAt && progress?.state !== 'done' && (
        <span className="lms-action-plan-step__due">{t('actionPlan.due', { date: formatDate(dueAt) })}</span>
      )}
    </p>
  );
}
