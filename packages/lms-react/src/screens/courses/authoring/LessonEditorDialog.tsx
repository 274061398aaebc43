import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLessonInputSchema, lessonKindSchema, updateLessonInputSchema, type LessonKind } from '@lms/core';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAddLessonMutation, useUpdateLessonMutation } from '../../../store/endpoints/courses-api';
import { FormDialog } from '../../../ui-kit/FormDialog';
import { issueMap, type IssueMap, type SchemaIssue } from '../../../ui-kit/schema-issues';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';
import type { LessonEditorTarget } from './lesson-editor-target';
import { contentOf, draftOf, emptyDraft, minutesOf, type LessonDraft } from './lesson-draft';
import { LessonContentFields } from './LessonContentFields';
import { useSchemaMessage } from './useSchemaMessage';

export interface LessonEditorDialogProps {
  /** The course the lesson belongs to: uploaded videos and files go into its media. */
  courseId: string;
  target: LessonEditorTarget;
  onDirtyChange: (dirty: boolean) => void;
  onClose: () => void;
}

/** Adds or edits one lesson: title, kind, minutes and the content of its kind, checked by the contract's schemas. */
export function LessonEditorDialog({ courseId, target, onDirtyChange, onClose }: LessonEditorDialogProps) {
  const { t } = useTranslation();
  const schemaMessage = useSchemaMessage();
  const errorText = useErrorText(AUTHORING_REFUSALS);
  const [draft, setDraft] = useState<LessonDraft>(() =>
    target.mode === 'edit' ? draftOf(target.lesson) : emptyDraft(),
  );
  const [issues, setIssues] = useState<IssueMap>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [addLesson, addState] = useAddLessonMutation();
  const [updateLesson, updateState] = useUpdateLessonMutation();

  function change(next: LessonDraft) {
    setDraft(next);
    onDirtyChange(true);
  }

  function refuse(form: HTMLFormElement, found: readonly SchemaIssue[]): false {
    setIssues(issueMap(found));
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  }

  async function submit(form: HTMLFormElement): Promise<boolean> {
    const common = {
      title: draft.title,
      durationMinutes: minutesOf(draft),
      kind: draft.kind,
      content: contentOf(draft),
    };
    let result;
    if (target.mode === 'add') {
      const parsed = addLessonInputSchema.safeParse({ ...common, moduleId: target.moduleId });
      if (!parsed.success) return refuse(form, parsed.error.issues);
      setIssues({});
      result = await addLesson(parsed.data);
    } else {
      const parsed = updateLessonInputSchema.safeParse({ ...common, lessonId: target.lesson.id });
      if (!parsed.success) return refuse(form, parsed.error.issues);
      setIssues({});
      result = await updateLesson(parsed.data);
    }
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    onClose();
    return true;
  }

  const error = (path: string) => schemaMessage(issues[path]);
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target.mode === 'add' ? t('adminCourses.lesson.addTitle') : t('adminCourses.lesson.editTitle')}
      onSubmit={submit}
      failure={failure}
      submitLabel={target.mode === 'add' ? t('adminCourses.lesson.add') : t('adminCourses.lesson.save')}
      submitBusy={addState.isLoading || updateState.isLoading}
    >
      <div className="lms-lesson-editor">
        <TextField
          label={t('adminCourses.lesson.title')}
          value={draft.title}
          maxLength={200}
          error={error('title')}
          onChange={(event) => change({ ...draft, title: event.target.value })}
        />
        <div className="lms-metadata-form__row">
          <SelectField
            label={t('adminCourses.lesson.kind')}
            description={target.mode === 'edit' ? t('adminCourses.lesson.kindHint') : undefined}
            value={draft.kind}
            options={lessonKindSchema.options.map((kind) => ({
              value: kind,
              label: t(`adminCourses.kind.${kind}`),
            }))}
            onChange={(event) => change({ ...draft, kind: event.target.value as LessonKind })}
          />
          <TextField
            label={t('adminCourses.lesson.minutes')}
            description={t('adminCourses.lesson.minutesHint')}
            inputMode="numeric"
            value={draft.minutes}
            error={error('durationMinutes')}
            onChange={(event) => change({ ...draft, minutes: event.target.value })}
          />
        </div>
        <LessonContentFields courseId={courseId} draft={draft} onChange={change} error={error} />
      </div>
    </FormDialog>
  );
}
