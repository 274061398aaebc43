import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { useGetMyActionPlanQuery } from '../../store/endpoints/action-plans-api';

/** Every step of the course's plan with the student's state in it; the open step is marked current. */
export function ActionPlanOutline({ courseId, currentStepId }: { courseId: string; currentStepId: string }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  const { data, isError } = useGetMyActionPlanQuery({ courseId });
  if (isError) return null;
  return (
    <nav className="lms-action-plan-outline" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('actionPlan.outline.heading')}</h2>
      {!data ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <p className="lms-action-plan-outline__count">
            {t('actionPlan.outline.progress', { done: data.counts.done, count: data.counts.total })}
          </p>
          <ol className="lms-action-plan-outline__steps">
            {data.steps.map((step) => (
              <li key={step.id} className={`lms-action-plan-outline__step lms-step-state--${step.state}`}>
                <LmsLink
                  to={pathFor(routes, 'action-plan', { stepId: step.id })}
                  aria-current={step.id === currentStepId ? 'page' : undefined}
                >
                  <span dir="auto">{step.title}</span>
                </LmsLink>
                {!data.preview && (
                  <span className="lms-action-plan-outline__state">
                    {t(`actionPlan.state.${step.state}`)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </nav>
  );
}
