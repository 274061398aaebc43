import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleTitleSchema, type AdminModule } from '@lms/core';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useUpdateModuleMutation } from '../../../store/endpoints/courses-api';
import { useOutlineChange } from './useOutlineChange';
import { useSchemaMessage } from './useSchemaMessage';

/** Renames a module in place; Escape or Cancel leaves the title as it was. */
export function RenameModuleForm({ module, onDone }: { module: AdminModule; onDone: () => void }) {
  const { t } = useTranslation();
  const schemaMessage = useSchemaMessage();
  const runChange = useOutlineChange();
  const [updateModule, { isLoading }] = useUpdateModuleMutation();
  const [title, setTitle] = useState(module.title);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = moduleTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(schemaMessage(parsed.error.issues[0]?.message));
      return;
    }
    if (
      parsed.data === module.title ||
      (await runChange(updateModule({ moduleId: module.id, title: parsed.data })))
    ) {
      onDone();
    }
  }

  return (
    <form
      className="lms-module__rename"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextField
        label={t('adminCourses.outline.moduleTitle')}
        value={title}
        maxLength={200}
        autoFocus
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" busy={isLoading}>
        {t('adminCourses.outline.saveTitle')}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {t('adminCourses.cancel')}
      </Button>
    </form>
  );
}
