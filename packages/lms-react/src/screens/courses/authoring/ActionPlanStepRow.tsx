import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type AdminActionPlanStep } from '@lms/core';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';
import { useDeleteActionPlanStepMutation } from './action-plan-admin-api';
import { MoveButtons } from './MoveButtons';
import { useConfirmedRemoval } from './useConfirmedRemoval';

export interface ActionPlanStepRowProps {
  step: AdminActionPlanStep;
  dragHandle: ReactNode;
  isFirst: boolean;
  isLast: boolean;
  onMove: (offset: number) => void;
  onEdit: () => void;
}

/** One step in the editor: title, checklist size, due offset, its id for embedding, and its actions. */
export function ActionPlanStepRow({
  step,
  dragHandle,
  isFirst,
  isLast,
  onMove,
  onEdit,
}: ActionPlanStepRowProps) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const [remove, removeState] = useDeleteActionPlanStepMutation();
  const removal = useConfirmedRemoval(() => remove({ stepId: step.id }));
  const named = (
    <>
      {' '}
      <VisuallyHidden>{step.title}</VisuallyHidden>
    </>
  );

  return (
    <div className="lms-plan-step-row">
      {dragHandle}
      <div className="lms-plan-step-row__main">
        <span className="lms-plan-step-row__title" dir="auto">
          {step.title}
        </span>
        <span className="lms-plan-step-row__meta">
          {t('actionPlanEditor.items', { count: step.checklist.length })}
          {step.dueOffsetDays !== null &&
            ` · ${t('actionPlanEditor.dueAfter', { count: step.dueOffsetDays })}`}
          {' · '}
          {t('actionPlanEditor.stepId')} <code>{step.id}</code>
        </span>
      </div>
      <div className="lms-plan-step-row__actions">
        <Button variant="secondary" onClick={onEdit}>
          {t('actionPlanEditor.edit')}
          {named}
        </Button>
        <LmsLink
          className="lms-button lms-button--ghost"
          to={pathFor(routes, 'action-plan', { stepId: step.id })}
        >
          {t('actionPlanEditor.preview')}
          {named}
        </LmsLink>
        <MoveButtons name={step.title} isFirst={isFirst} isLast={isLast} onMove={onMove} />
        <Button variant="danger" onClick={removal.ask}>
          {t('adminCourses.outline.remove')}
          {named}
        </Button>
      </div>
      <ConfirmDialog
        {...removal.dialogProps}
        title={t('actionPlanEditor.removeTitle', { title: step.title })}
        description={t('actionPlanEditor.removeBody')}
        confirmLabel={t('adminCourses.outline.remove')}
        busy={removeState.isLoading}
      />
    </div>
  );
}
