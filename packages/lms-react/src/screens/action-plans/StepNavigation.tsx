import { useTranslation } from 'react-i18next';
import { pathFor, type ActionPlanStepView } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

/** Links to the previous and next steps of the plan (inside a frame too: the frame moves along the plan). */
export function StepNavigation({ view }: { view: ActionPlanStepView }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const { previousStepId, nextStepId } = view;
  if (previousStepId === null && nextStepId === null) return null;
  return (
    <nav className="lms-step-navigation" aria-label={t('actionPlan.stepsNavigation')}>
      {previousStepId !== null && (
        <LmsLink
          className="lms-button lms-button--secondary lms-step-navigation__previous"
          to={pathFor(routes, 'action-plan', { stepId: previousStepId })}
        >
          {t('actionPlan.previous')}
        </LmsLink>
      )}
      {nextStepId !== null && (
        <LmsLink
          className="lms-button lms-button--secondary lms-step-navigation__next"
          to={pathFor(routes, 'action-plan', { stepId: nextStepId })}
        >
          {t('actionPlan.next')}
        </LmsLink>
      )}
    </nav>
  );
}
