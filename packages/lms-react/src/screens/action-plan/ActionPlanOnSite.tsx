import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useAuth } from '../../runtime/useAuth';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useGetActionPlanStepQuery } from './action-plan-api';
import { ActionPlanOutline } from './ActionPlanOutline';
import { ActionPlanStep } from './ActionPlanStep';

/** A step on our own site: the way back, the step, and the whole plan with the student's progress beside it. */
export function ActionPlanOnSite({ stepId }: { stepId: string }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const { isAdmin } = useAuth();
  const { currentData } = useGetActionPlanStepQuery({ stepId });
  return (
    <div className="lms-action-plan">
      <LmsLink
        className="lms-action-plan__back"
        to={pathFor(routes, isAdmin ? 'admin-products' : 'student-dashboard')}
      >
        {isAdmin ? t('actionPlan.backToAdmin') : t('actionPlan.backToDashboard')}
      </LmsLink>
      <div className="lms-action-plan__layout">
        <ActionPlanStep stepId={stepId} />
        {currentData && <ActionPlanOutline courseId={currentData.course.id} currentStepId={stepId} />}
      </div>
    </div>
  );
}
