import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldIds } from './field-ids';

export interface SelectOption {
  value: string;
  label: string;
  /** BCP 47 tag of the label's language when it differs from the page's (language names written in themselves). */
  lang?: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  description?: ReactNode;
  /** What is wrong with the choice, read out with the control (as TextField's). */
  error?: ReactNode;
}

/** A labelled native select: keyboard, screen reader and mobile pickers all work without extra code. */
export function SelectField({ label, options, description, error, className, ...rest }: SelectFieldProps) {
  const ids = fieldIds(useId(), description != null, error != null && error !== false);
  return (
    <div
      className={['lms-field', ids.error ? 'lms-field--invalid' : '', className].filter(Boolean).join(' ')}
    >
      <label className="lms-field__label" htmlFor={ids.control}>
        {label}
      </label>
      {ids.description && (
        <p className="lms-field__description" id={ids.description}>
          {description}
        </p>
      )}
      <select
        {...rest}
        id={ids.control}
        className="lms-field__control"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.error ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {ids.error && (
        <p className="lms-field__error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}
