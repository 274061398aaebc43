import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationOutput } from '@lms/core';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';

/** The new key's secret, shown this once (the server keeps only its hash), with a way to copy it. */
export function NewApiKeySecret({
  created,
  onClose,
}: {
  created: OperationOutput<'createEmbedApiKey'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);

  function copy() {
    navigator.clipboard.writeText(created.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adminSettings.keys.secretTitle', { name: created.key.name })}
      description={t('adminSettings.keys.secretDescription')}
      actions={<Button onClick={onClose}>{t('adminSettings.keys.secretDone')}</Button>}
    >
      <div className="lms-field">
        <label className="lms-field__label" htmlFor={fieldId}>
          {t('adminSettings.keys.secretLabel')}
        </label>
        <input
          id={fieldId}
          className="lms-field__control lms-settings-secret"
          readOnly
          dir="ltr"
          value={created.secret}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <Button variant="secondary" onClick={copy}>
        {t('adminSettings.keys.copy')}
      </Button>
      <p role="status">
        {copied === true
          ? t('adminSettings.keys.copied')
          : copied === false
            ? t('adminSettings.keys.copyFailed')
            : ''}
      </p>
    </Dialog>
  );
}
