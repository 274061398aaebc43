import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldIds } from './field-ids';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  /** The validation message; marks the input invalid and is announced with it. */
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input whose description and error message are read out with it (aria-describedby). */
export function TextField({
  label,
  description,
  error,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
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
      <input
        {...rest}
        id={ids.control}
        type={type}
        className="lms-field__control"
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
