import type { ReactNode, Ref } from 'react';
import { Button } from '../components/Button';
import { FormFailure } from './FormFailure';
import type { FormSubmission } from './useFormSubmission';

export interface FormScaffoldProps {
  /** The form's submission (useFieldForm or useFormSubmission): its failure shows, its busy state spins the button. */
  form: Pick<FormSubmission, 'busy' | 'failure'>;
  /** Runs on submit, after the browser's own submission was stopped. */
  onSubmit: () => void;
  submitLabel: ReactNode;
  /** Spins the submit button; the form's busy state unless the screen has several ways to submit (sign-in). */
  submitBusy?: boolean;
  submitDisabled?: boolean;
  /**
   * Where the failure shows: `before` the form (a page's form: the page is the focus container, and the alert
   * sits under the intro), `inside` as the form's first child (a form that is its own container, in a section),
   * or `none` when the screen shows FormFailure itself (a form that gives way to a confirmation whose own "send
   * again" can fail).
   */
  failure?: 'before' | 'inside' | 'none';
  /** The look; the account and profile forms' by default. */
  className?: string;
  ref?: Ref<HTMLFormElement>;
  /** The fields, in order; the submit button comes after them. */
  children: ReactNode;
}

/**
 * A form's scaffold: the fields, the submit button with its busy state, and the form-level failure. noValidate: the
 * fields show the screen's own messages (useFieldForm), not the browser's bubbles.
 */
export function FormScaffold({
  form,
  onSubmit,
  submitLabel,
  submitBusy,
  submitDisabled,
  failure = 'before',
  className = 'lms-account-form',
  ref,
  children,
}: FormScaffoldProps) {
  const alert = <FormFailure failure={form.failure} />;
  return (
    <>
      {failure === 'before' && alert}
      <form
        ref={ref}
        className={className}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {failure === 'inside' && alert}
        {children}
        <Button type="submit" busy={submitBusy ?? form.busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
