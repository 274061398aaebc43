import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createEmbedApiKeyInputSchema, type OperationOutput } from '@lms/core';
import { TextField } from '../../../components/TextField';
import { FormDialog } from '../../../ui-kit/FormDialog';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { useCreateEmbedApiKeyMutation } from './embedding-api';
import { SETTINGS_REFUSALS } from './settings-refusals';

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The allowed origins a key may be made for. */
  origins: readonly string[];
  onCreated: (created: OperationOutput<'createEmbedApiKey'>) => void;
}

/** A new API key for an embedding site: a name and the allowed origins its pages are on. */
export function CreateApiKeyDialog({ open, onOpenChange, origins, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText(SETTINGS_REFUSALS);
  const [create, { isLoading }] = useCreateEmbedApiKeyMutation();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; origins?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(next: boolean) {
    if (!next) {
      setName('');
      setChosen([]);
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function submit(): Promise<boolean> {
    const parsed = createEmbedApiKeyInputSchema.safeParse({ name, origins: chosen });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        ...(fields.has('name') ? { name: t('adminSettings.keys.nameRequired') } : {}),
        ...(fields.has('origins') ? { origins: t('adminSettings.keys.originsRequired') } : {}),
      });
      return false;
    }
    setErrors({});
    const result = await create(parsed.data);
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    changeOpen(false);
    onCreated(result.data);
    return true;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('adminSettings.keys.createTitle')}
      description={t('adminSettings.keys.createDescription')}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('adminSettings.keys.create')}
      submitBusy={isLoading}
    >
      <TextField
        label={t('adminSettings.keys.name')}
        description={t('adminSettings.keys.nameHint')}
        value={name}
        maxLength={100}
        required
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="lms-settings-key-origins" aria-invalid={errors.origins ? true : undefined}>
        <legend>{t('adminSettings.keys.origins')}</legend>
        {origins.length === 0 && <p>{t('adminSettings.keys.noOrigins')}</p>}
        {origins.map((origin) => (
          <label key={origin} className="lms-settings-key-origins__option">
            <input
              type="checkbox"
              checked={chosen.includes(origin)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, origin] : current.filter((other) => other !== origin),
                )
              }
            />
            <code dir="ltr">{origin}</code>
          </label>
        ))}
        {errors.origins && (
          <p className="lms-field__error" role="alert">
            {errors.origins}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
