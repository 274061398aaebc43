import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

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
}

/** A labelled native select: keyboard, screen reader and mobile pickers all work without extra code. */
export function SelectField({ label, options, description, className, ...rest }: SelectFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={['lms-field', className].filter(Boolean).join(' ')}>
      <label className="lms-field__label" htmlFor={id}>
        {label}
      </label>
      {description && (
        <p className="lms-field__description" id={descriptionId}>
          {description}
        </p>
      )}
      <select {...rest} id={id} className="lms-field__control" aria-describedby={descriptionId}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
