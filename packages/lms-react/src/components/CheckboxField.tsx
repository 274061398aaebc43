import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  /** A sentence under the label saying what the choice changes; read out with the checkbox. */
  description?: ReactNode;
}

/** A checkbox with its label beside it (the whole label toggles it) and an optional description. */
export function CheckboxField({ label, description, className, ...rest }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={['lms-checkbox-field', className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        id={id}
        type="checkbox"
        className="lms-checkbox-field__control"
        aria-describedby={descriptionId}
      />
      <label className="lms-checkbox-field__label" htmlFor={id}>
        {label}
      </label>
      {description && (
        <p className="lms-checkbox-field__description" id={descriptionId}>
          {description}
        </p>
      )}
    </div>
  );
}
