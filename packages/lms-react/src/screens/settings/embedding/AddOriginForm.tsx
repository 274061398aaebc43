import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSecureEmbedOrigin, normalizeEmbedOrigin } from '@lms/core';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useNotify } from '../../../notifications/useNotify';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { useAddEmbedOriginMutation } from './embedding-api';
import { SETTINGS_REFUSALS } from './settings-refusals';

/** Allows one more site to frame steps: the address is reduced to its origin (lms-core's rule) before it is sent. */
export function AddOriginForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(SETTINGS_REFUSALS);
  const [add, { isLoading }] = useAddEmbedOriginMutation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const origin = normalizeEmbedOrigin(value);
    if (origin === null) return setError(t('adminSettings.origins.invalid'));
    if (!isSecureEmbedOrigin(origin)) return setError(t('adminSettings.origins.insecure'));
    setError(undefined);
    const result = await add({ origin });
    if (result.error) return setError(errorText(result.error));
    setValue('');
    notify({ kind: 'positive', message: t('adminSettings.origins.added', { origin }) });
  }

  return (
    <form className="lms-settings-add-origin" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('adminSettings.origins.newLabel')}
        description={t('adminSettings.origins.newHint')}
        type="url"
        inputMode="url"
        placeholder="https://school.example"
        value={value}
        maxLength={300}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={isLoading}>
        {t('adminSettings.origins.add')}
      </Button>
    </form>
  );
}
