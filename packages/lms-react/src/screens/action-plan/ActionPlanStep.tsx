import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../components/MarkdownView';
import { Skeleton } from '../../components/Skeleton';
import { useGetActionPlanStepQuery } from './action-plan-api';
import { StepChecklist } from './StepChecklist';
import { StepCompletion } from './StepCompletion';
import { StepNavigation } from './StepNavigation';
import { StepNote } from './StepNote';
import { StepProblem } from './StepProblem';
import { StepStatus } from './StepStatus';

export interface ActionPlanStepProps {
  stepId: string;
  /** Once the step is on screen (the frame tells the page around it). */
  onShown?: (stepId: string) => void;
  onCompleted?: (stepId: string) => void;
}

/**
 * One action-plan step: where it sits in the plan, its title, state and due date, the author's Markdown, the
 * checklist, the student's private note, Mark as done, and the previous / next steps. An administrator who is not
 * enrolled sees a preview that stores nothing.
 */
export function ActionPlanStep({ stepId, onShown, onCompleted }: ActionPlanStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useGetActionPlanStepQuery({ stepId }, { refetchOnMountOrArgChange: true });
  const shownId = query.data?.step.id;
  useEffect(() => {
    if (shownId !== undefined) onShown?.(shownId);
  }, [shownId, onShown]);

  if (query.error) return <StepProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.step.id !== stepId) {
    return (
      <div role="status" aria-label={t('actionPlan.loading')} className="lms-action-plan-step">
        <Skeleton lines={6} />
      </div>
    );
  }
  const view = query.data;
  const { step, progress } = view;
  return (
    <article className="lms-action-plan-step" aria-labelledby={headingId}>
      <p className="lms-action-plan-step__context">
        <span dir="auto">{view.course.title}</span>
        {' · '}
        {t('actionPlan.stepOf', { position: step.position + 1, count: view.stepCount })}
      </p>
      <h1 id={headingId} dir="auto">
        {step.title}
      </h1>
      <StepStatus view={view} />
      {progress === null && <p className="lms-action-plan-step__preview">{t('actionPlan.preview')}</p>}
      {step.body.trim() !== '' && <MarkdownView markdown={step.body} headingOffset={1} />}
      {step.checklist.length > 0 && <StepChecklist view={view} />}
      {progress !== null && (
        <>
          <StepNote key={step.id} stepId={step.id} progress={progress} />
          <StepCompletion stepId={step.id} progress={progress} onCompleted={onCompleted} />
        </>
      )}
      <StepNavigation view={view} />
    </article>
  );
}
