import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_IMAGE_MAX_CHARS } from '@lms/core';
import { Button } from '../components/Button';

export interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

const TYPES = ['image/png', 'image/jpeg'];
// A data URL is base64: four characters per three bytes, plus its header.
const MAX_BYTES = Math.floor(((CERTIFICATE_IMAGE_MAX_CHARS - 32) * 3) / 4);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * A PNG or JPEG picked from the device, kept as a data URL (certificate templates, the certificate issuer's logo):
 * small enough to embed in a PDF, which is made without a file store; refused at once when unusable.
 */
export function ImageField({ label, value, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('common.imageField.type'));
    if (file.size > MAX_BYTES) return setProblem(t('common.imageField.size'));
    setProblem(null);
    onChange(await readAsDataUrl(file));
  }

  return (
    <div className={`lms-field lms-image-field${problem ? ' lms-field--invalid' : ''}`}>
      <label className="lms-field__label" htmlFor={id}>
        {label}
      </label>
      {value && <img className="lms-image-field__preview" src={value} alt="" />}
      <input
        id={id}
        type="file"
        accept={TYPES.join(',')}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      {value && (
        <Button variant="ghost" onClick={() => onChange(null)}>
          {t('common.imageField.remove', { label })}
        </Button>
      )}
      {problem && (
        <p id={`${id}-problem`} className="lms-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
