import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCourseInputSchema } from '@lms/core';
import { TextField } from '../../../components/TextField';
import { useCreateCourseMutation } from '../../../store/endpoints/courses-api';
import { FormDialog } from '../../../ui-kit/FormDialog';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';
import { useSchemaMessage } from './useSchemaMessage';

export interface CreateCourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (courseId: string) => void;
}

/** A new course needs only its title; everything else is filled in the editor it opens. */
export function CreateCourseDialog({ open, onOpenChange, onCreated }: CreateCourseDialogProps) {
  const { t } = useTranslation();
  const schemaMessage = useSchemaMessage();
  const errorText = useErrorText(AUTHORING_REFUSALS);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [createCourse, { isLoading }] = useCreateCourseMutation();

  function changeOpen(next: boolean) {
    if (!next) {
      setTitle('');
      setTitleError(undefined);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function submit(): Promise<boolean> {
    const parsed = createCourseInputSchema.safeParse({ title });
    if (!parsed.success) {
      setTitleError(schemaMessage(parsed.error.issues[0]?.message));
      return false;
    }
    setTitleError(undefined);
    const result = await createCourse({ title: parsed.data.title });
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    changeOpen(false);
    onCreated(result.data.id);
    return true;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('adminCourses.create.title')}
      description={t('adminCourses.create.description')}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('adminCourses.create.submit')}
      submitBusy={isLoading}
    >
      <TextField
        label={t('adminCourses.field.title')}
        value={title}
        maxLength={200}
        autoFocus
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
    </FormDialog>
  );
}
