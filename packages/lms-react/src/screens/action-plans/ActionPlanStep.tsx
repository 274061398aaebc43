import { useEffect, useId } from 'react';
import type { ActionPlanStepView } from '@lms/core';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../components/MarkdownView';
import { Skeleton } from '../../components/Skeleton';
import { StepChecklist } from './StepChecklist';
import { StepCompletion } from './StepCompletion';
import { StepNavigation } from './StepNavigation';
import { StepNote } from './StepNote';
import { StepProblem } from './StepProblem';
import { StepStatus } from './StepStatus';
import { useStepSession } from './useStepSession';

export interface ActionPlanStepProps {
  stepId: string;
  /** With the step as loaded and after each kept change (the page beside it shows the course's plan). */
  onLoaded?: (view: ActionPlanStepView) => void;
  onCompleted?: (stepId: string) => void;
}

/**
 * One action-plan step: where it sits in the plan, its title, state and due date, the author's Markdown, the
 * checklist, the student's private note, Mark as done, and the previous / next steps. An administrator who is not
 * enrolled sees a preview that stores nothing.
 */
export function ActionPlanStep({ stepId, onLoaded, onCompleted }: ActionPlanStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { session, snapshot } = useStepSession(stepId);
  const loaded = snapshot.status === 'loaded' ? snapshot.view : null;
  useEffect(() => {
    if (loaded !== null) onLoaded?.(loaded);
  }, [loaded, onLoaded]);

  if (snapshot.status === 'failed')
    return <StepProblem error={snapshot.error} onRetry={() => void session.load()} />;
  if (snapshot.view === null) {
    return (
      <div role="status" aria-label={t('actionPlan.loading')} className="lms-action-plan-step">
        <Skeleton lines={6} />
      </div>
    );
  }
  const view = snapshot.view;
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
      {step.checklist.length > 0 && <StepChecklist session={session} snapshot={snapshot} />}
      {progress !== null && (
        <>
          <StepNote key={step.id} session={session} snapshot={snapshot} progress={progress} />
          <StepCompletion
            session={session}
            snapshot={snapshot}
            progress={progress}
            onCompleted={onCompleted}
          />
        </>
      )}
      <StepNavigation view={view} />
    </article>
  );
}
