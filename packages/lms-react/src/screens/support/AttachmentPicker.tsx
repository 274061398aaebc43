import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LIMITS, supportAttachmentAccept } from '@lms/core';
import { Button } from '../../components/Button';
import { useErrorText } from '../../ui-kit/useErrorText';
import { SUPPORT_REFUSALS } from './support-refusals';
import type { SupportAttachments } from './useSupportAttachments';

const MEGABYTE = 1_048_576;

/** The contact form's optional files: a native file input, then each file with its progress, problem and Remove. */
export interface AttachmentPickerProps {
  attachments: SupportAttachments;
  disabled: boolean;
  /** The form's problem with the files (still uploading when it was sent). */
  error?: string | undefined;
}

export function AttachmentPicker({ attachments, disabled, error }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText(SUPPORT_REFUSALS);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full =
    attachments.items.filter((item) => item.error === null).length >= SUPPORT_LIMITS.attachmentsMax;

  return (
    <div className={['lms-field lms-support-attachments', error ? 'lms-field--invalid' : ''].join(' ')}>
      <label htmlFor={inputId} className="lms-field__label">
        {t('support.form.attachments')}
      </label>
      <p id={`${inputId}-hint`} className="lms-field__description">
        {t('support.form.attachmentsHint', {
          count: SUPPORT_LIMITS.attachmentsMax,
          megabytes: SUPPORT_LIMITS.attachmentMaxBytes / MEGABYTE,
        })}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={supportAttachmentAccept()}
        aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
        aria-invalid={error ? true : undefined}
        disabled={disabled || full}
        onChange={(event) => {
          attachments.add(Array.from(event.target.files ?? []));
          // The same file can be chosen again after a removal.
          event.target.value = '';
        }}
      />
      {error && (
        <p className="lms-field__error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
      {attachments.items.length > 0 && (
        <ul className="lms-support-attachments__list" aria-label={t('support.form.attachedFiles')}>
          {attachments.items.map((item) => (
            <li key={item.id} className="lms-support-attachments__item">
              <span dir="auto">{item.fileName}</span>{' '}
              {item.error !== null ? (
                <span className="lms-support-attachments__error" role="alert">
                  {errorText(item.error)}
                </span>
              ) : item.path === null ? (
                <progress
                  max={1}
                  value={item.fraction}
                  aria-label={t('support.form.uploading', { name: item.fileName })}
                />
              ) : (
                <span className="lms-support-attachments__done">{t('support.form.attached')}</span>
              )}{' '}
              <Button
                variant="secondary"
                aria-label={t('support.form.removeFile', { name: item.fileName })}
                onClick={() => {
                  attachments.remove(item.id);
                  input.current?.focus();
                }}
              >
                {t('support.form.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
