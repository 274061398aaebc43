import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type ActionPlanStepView } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useAuth } from '../../runtime/useAuth';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { ActionPlanOutline } from './ActionPlanOutline';
import { ActionPlanStep } from './ActionPlanStep';

/** A step on our own site: the way back, the step, and the whole plan with the student's progress beside it. */
export function ActionPlanOnSite({ stepId }: { stepId: string }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const { isAdmin } = useAuth();
  // The plan stays beside the step while the next step of the same course loads.
  const [courseId, setCourseId] = useState<string | null>(null);
  const showPlan = useCallback((view: ActionPlanStepView) => setCourseId(view.course.id), []);
  return (
    <div className="lms-action-plan">
      <LmsLink
        className="lms-action-plan__back"
        to={pathFor(routes, isAdmin ? 'admin-products' : 'student-dashboard')}
      >
        {isAdmin ? t('actionPlan.backToAdmin') : t('actionPlan.backToDashboard')}
      </LmsLink>
      <div className="lms-action-plan__layout">
        <ActionPlanStep stepId={stepId} onLoaded={showPlan} />
        {courseId !== null && <ActionPlanOutline courseId={courseId} currentStepId={stepId} />}
      </div>
    </div>
  );
}
