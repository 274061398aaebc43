import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_IMAGE_MAX_CHARS } from '@lms/core';

export interface BadgeImageFieldProps {
  value: string | null;
  error?: string | undefined;
  onChange: (value: string) => void;
}

const TYPES = ['image/png', 'image/svg+xml'];
// A data URL is base64: four characters per three bytes, plus its header.
const MAX_BYTES = Math.floor(((BADGE_IMAGE_MAX_CHARS - 32) * 3) / 4);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The badge's PNG or SVG, picked from the device and kept as a data URL; refused at once when unusable. */
export function BadgeImageField({ value, error, onChange }: BadgeImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('badges.editor.imageType'));
    if (file.size > MAX_BYTES) return setProblem(t('badges.editor.imageSize'));
    setProblem(null);
    onChange(await readAsDataUrl(file));
  }

  return (
    <div className={`lms-field${shown ? ' lms-field--invalid' : ''}`}>
      <label className="lms-field__label" htmlFor={id}>
        {t('badges.editor.image')}
      </label>
      {value && <img className="lms-badge-image" src={value} alt={t('badges.editor.imagePreview')} />}
      <input
        id={id}
        type="file"
        accept={TYPES.join(',')}
        aria-describedby={shown ? `${id}-problem` : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      {shown && (
        <p id={`${id}-problem`} className="lms-field__error">
          {shown}
        </p>
      )}
    </div>
  );
}
