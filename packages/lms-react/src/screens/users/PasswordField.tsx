import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldIds } from '../../components/field-ids';

/** An eye, crossed out while the password is shown (pressing again hides it). Decorative: the button is named. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  /** Accessible name of the show/hide button; distinct per field when a form has two passwords. */
  toggleLabel: string;
  error?: ReactNode;
  /** Ids of other elements that explain the field (e.g. the policy checklist), read out after the label. */
  describedBy?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled password input with a show/hide toggle, so people can check what they typed instead of typing it
 * twice. Built beside TextField because the checklist must join the field's aria-describedby.
 */
export function PasswordField({
  label,
  toggleLabel,
  error,
  describedBy,
  id,
  className,
  ...rest
}: PasswordFieldProps) {
  const generatedId = useId();
  const [visible, setVisible] = useState(false);
  const ids = fieldIds(id ?? generatedId, false, error != null && error !== false);
  const describedByAll = [ids.describedBy, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['lms-field', error ? 'lms-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="lms-field__label" htmlFor={ids.control}>
        {label}
      </label>
      <div className="lms-password-field">
        <input
          {...rest}
          id={ids.control}
          type={visible ? 'text' : 'password'}
          className="lms-field__control"
          aria-describedby={describedByAll}
          aria-invalid={ids.error ? true : undefined}
        />
        <button
          type="button"
          className="lms-button lms-button--ghost lms-password-field__toggle"
          aria-pressed={visible}
          aria-controls={ids.control}
          aria-label={toggleLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {ids.error && (
        <p className="lms-field__error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
}
