import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { useAdminListActionPlanStepsQuery, useReorderActionPlanStepsMutation } from './action-plan-admin-api';
import { ActionPlanStepDialog, type StepEditorTarget } from './ActionPlanStepDialog';
import { ActionPlanStepRow } from './ActionPlanStepRow';
import { moveItem } from './move-item';
import { SortableList } from './SortableList';
import { useOutlineChange } from './useOutlineChange';
import { ChecklistPicture } from '../../../components/empty-pictures';

/**
 * The course's action plan in the editor (issue 8): its steps in order (drag and drop, keyboard, Move up / down),
 * each editable, previewable and removable, and a button to add one. Embedding sites show a step by its id.
 */
export function ActionPlanEditorSection({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const runChange = useOutlineChange();
  const { data, error, isError, refetch } = useAdminListActionPlanStepsQuery({ courseId });
  const [reorder] = useReorderActionPlanStepsMutation();
  const [editing, setEditing] = useState<StepEditorTarget | null>(null);
  const steps = data?.steps ?? [];
  const ids = steps.map((step) => step.id);
  const reorderTo = (stepIds: string[]) => void runChange(reorder({ courseId, stepIds }));

  return (
    <section className="lms-editor-panel lms-plan-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('actionPlanEditor.heading')}</h2>
      <p className="lms-plan-editor__intro">{t('actionPlanEditor.intro')}</p>
      {isError ? (
        <ErrorState error={error} title={t('actionPlanEditor.loadError')} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton lines={3} />
      ) : steps.length === 0 ? (
        <EmptyState picture={<ChecklistPicture />} title={t('actionPlanEditor.emptyTitle')}>
          {t('actionPlanEditor.emptyBody')}
        </EmptyState>
      ) : (
        <SortableList
          className="lms-plan-editor__steps"
          items={steps}
          nameOf={(step) => step.title}
          onReorder={reorderTo}
          renderItem={(step, index, handle) => (
            <ActionPlanStepRow
              step={step}
              dragHandle={handle}
              isFirst={index === 0}
              isLast={index === steps.length - 1}
              onMove={(offset) => reorderTo(moveItem(ids, index, offset))}
              onEdit={() => setEditing({ mode: 'edit', step })}
            />
          )}
        />
      )}
      {data && (
        <Button variant="secondary" onClick={() => setEditing({ mode: 'add', courseId })}>
          {t('actionPlanEditor.addStep')}
        </Button>
      )}
      {editing && <ActionPlanStepDialog target={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
