import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleTitleSchema } from '@lms/core';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useAddModuleMutation } from '../../../store/endpoints/courses-api';
import { useOutlineChange } from './useOutlineChange';
import { useSchemaMessage } from './useSchemaMessage';

/** Adds a module at the end of the course. */
export function AddModuleForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const schemaMessage = useSchemaMessage();
  const runChange = useOutlineChange();
  const [addModule, { isLoading }] = useAddModuleMutation();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = moduleTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(schemaMessage(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    if (await runChange(addModule({ courseId, title: parsed.data }))) setTitle('');
  }

  return (
    <form className="lms-add-module" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('adminCourses.outline.newModule')}
        value={title}
        maxLength={200}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={isLoading}>
        {t('adminCourses.outline.addModule')}
      </Button>
    </form>
  );
}
