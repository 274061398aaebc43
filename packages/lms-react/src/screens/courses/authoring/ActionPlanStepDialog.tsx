import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_PLAN_LIMITS,
  createActionPlanStepInputSchema,
  refusalReasonOf,
  type AdminActionPlanStep,
} from '@lms/core';
import { TextField } from '../../../components/TextField';
import { FormDialog } from '../../../ui-kit/FormDialog';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { useCreateActionPlanStepMutation, useUpdateActionPlanStepMutation } from './action-plan-admin-api';
import { AUTHORING_REFUSALS } from './authoring-refusals';
import { ChecklistEditor, type ChecklistDraftItem } from './ChecklistEditor';
import { MarkdownField } from './MarkdownField';

export type StepEditorTarget =
  { mode: 'add'; courseId: string } | { mode: 'edit'; step: AdminActionPlanStep };

/** Adds a step to a course's action plan or edits one: title, Markdown body, checklist and due offset. */
export function ActionPlanStepDialog({ target, onClose }: { target: StepEditorTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const authoringErrorText = useErrorText(AUTHORING_REFUSALS);
  const editing = target.mode === 'edit' ? target.step : null;
  const counter = useRef(0);
  const newKey = () => `new-${(counter.current += 1)}`;
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [items, setItems] = useState<ChecklistDraftItem[]>(
    () => editing?.checklist.map((item) => ({ key: item.id, id: item.id, text: item.text })) ?? [],
  );
  const [due, setDue] = useState(editing?.dueOffsetDays?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, createState] = useCreateActionPlanStepMutation();
  const [update, updateState] = useUpdateActionPlanStepMutation();

  function errorText(error: unknown): string {
    const reason = refusalReasonOf(error);
    if (reason === 'stale-checklist') return t('actionPlanEditor.staleChecklist');
    if (reason === 'too-many-steps') return t('actionPlanEditor.tooManySteps');
    return authoringErrorText(error);
  }

  async function submit(): Promise<boolean> {
    const fields = {
      title,
      body,
      checklist: items.map((item) => (item.id ? { id: item.id, text: item.text } : { text: item.text })),
      dueOffsetDays: due.trim() === '' ? null : Number(due),
    };
    const parsed = createActionPlanStepInputSchema.safeParse({ courseId: 'check', ...fields });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if (field === 'title') found.title = t('actionPlanEditor.titleRequired');
        else if (field === 'dueOffsetDays') found.due = t('actionPlanEditor.dueInvalid');
        else if (field === 'checklist' && typeof index === 'number' && items[index])
          found[items[index].key] = t('actionPlanEditor.itemRequired');
      }
      setErrors(found);
      return false;
    }
    setErrors({});
    const { title: cleanTitle, body: cleanBody, checklist, dueOffsetDays } = parsed.data;
    const result =
      target.mode === 'add'
        ? await create({
            courseId: target.courseId,
            title: cleanTitle,
            body: cleanBody,
            checklist,
            dueOffsetDays,
          })
        : await update({
            stepId: target.step.id,
            patch: { title: cleanTitle, body: cleanBody, checklist, dueOffsetDays },
          });
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    onClose();
    return true;
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        editing ? t('actionPlanEditor.editTitle', { title: editing.title }) : t('actionPlanEditor.addTitle')
      }
      onSubmit={submit}
      failure={failure}
      submitLabel={editing ? t('actionPlanEditor.save') : t('actionPlanEditor.add')}
      submitBusy={createState.isLoading || updateState.isLoading}
    >
      <TextField
        label={t('actionPlanEditor.stepTitle')}
        value={title}
        required
        maxLength={ACTION_PLAN_LIMITS.titleLength}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <MarkdownField
        label={t('actionPlanEditor.body')}
        value={body}
        maxLength={ACTION_PLAN_LIMITS.bodyLength}
        onChange={setBody}
      />
      <ChecklistEditor items={items} onChange={setItems} errors={errors} newKey={newKey} />
      <TextField
        label={t('actionPlanEditor.due')}
        description={t('actionPlanEditor.dueHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={ACTION_PLAN_LIMITS.dueOffsetDays}
        step={1}
        value={due}
        error={errors.due}
        onChange={(event) => setDue(event.target.value)}
      />
    </FormDialog>
  );
}
