import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { TEXTAREA_DEFAULT_ROWS } from '@lms/core';
import { fieldIds } from './field-ids';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field; 6 rows unless told otherwise (spec section 9). */
export function Textarea({ label, description, error, id, className, rows, ...rest }: TextareaProps) {
  const generatedId = useId();
  const ids = fieldIds(id ?? generatedId, description != null, error != null && error !== false);
  return (
    <div className={['lms-field', error ? 'lms-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="lms-field__label" htmlFor={ids.control}>
        {label}
      </label>
      {ids.description && (
        <p className="lms-field__description" id={ids.description}>
          {description}
        </p>
      )}
      <textarea
        {...rest}
        id={ids.control}
        rows={rows ?? TEXTAREA_DEFAULT_ROWS}
        className="lms-field__control lms-field__control--multiline"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.error ? true : undefined}
      />
      {ids.error && (
        <p className="lms-field__error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}
