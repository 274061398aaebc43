import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `ghost` is the former name of `quiet`: both draw the same button. */
  variant?: 'primary' | 'secondary' | 'quiet' | 'ghost' | 'danger';
  /** Shows a spinner and blocks clicks while work started by this button runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = ['lms-button', `lms-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    // type defaults to "button" so a button inside a form never submits it by accident.
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="small" />}
      <span className="lms-button__label">{children}</span>
    </button>
  );
}
