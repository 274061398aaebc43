import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_IMAGE_MAX_CHARS } from '@lms/core';
import { Button } from '../components/Button';

export interface ImageFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The form's own problem with the image (a missing one); a refused file's problem shows before it. */
  error?: string | undefined;
  /** The file types taken; PNG and JPEG by default. */
  types?: readonly string[];
  /** The contract's limit on the data URL's length; a certificate image's by default. */
  maxChars?: number;
  /** The screen's words for a file of another type and for one too large; the shell's PNG/JPEG words by default. */
  typeProblem?: string;
  sizeProblem?: string;
  /**
   * The class beside `lms-field` (empty for none), and the preview's class and text alternative (none by default:
   * the label names the image).
   */
  className?: string;
  previewClassName?: string;
  previewAlt?: string;
  /** Offers to remove the image; false where the form needs one (it is only replaced). */
  removable?: boolean;
}

const PDF_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** The most bytes a file may have for its data URL (base64: four characters per three bytes, plus its header). */
function maxBytesOf(maxChars: number): number {
  return Math.floor(((maxChars - 32) * 3) / 4);
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * An image picked from the device, kept as a data URL (certificate templates, the certificate issuer's logo, a
 * badge's image): small enough to embed in a PDF or a credential, which are made without a file store; refused at
 * once when unusable. PNG or JPEG by default; a screen names other types and limits with its own words.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
  types = PDF_IMAGE_TYPES,
  maxChars = CERTIFICATE_IMAGE_MAX_CHARS,
  typeProblem,
  sizeProblem,
  className = 'lms-image-field',
  previewClassName = 'lms-image-field__preview',
  previewAlt = '',
  removable = true,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!types.includes(file.type)) return setProblem(typeProblem ?? t('common.imageField.type'));
    if (file.size > maxBytesOf(maxChars)) return setProblem(sizeProblem ?? t('common.imageField.size'));
    setProblem(null);
    onChange(await readAsDataUrl(file));
  }

  const classes = ['lms-field', className, shown && 'lms-field--invalid'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="lms-field__label" htmlFor={id}>
        {label}
      </label>
      {value && <img className={previewClassName} src={value} alt={previewAlt} />}
      <input
        id={id}
        type="file"
        accept={types.join(',')}
        aria-describedby={shown ? `${id}-problem` : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      {removable && value && (
        <Button variant="ghost" onClick={() => onChange(null)}>
          {t('common.imageField.remove', { label })}
        </Button>
      )}
      {shown && (
        <p id={`${id}-problem`} className="lms-field__error">
          {shown}
        </p>
      )}
    </div>
  );
}
