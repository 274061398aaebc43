import { useCallback, useState, type RefObject } from 'react';
import { hasProblems, type FieldProblems } from './field-problem';
import { useFormSubmission, type FormSubmission } from './useFormSubmission';
import { useProblemText } from './useProblemText';

export interface FieldForm<Field extends string> extends FormSubmission {
  /** The sentence for a field's problem found by the last `validate`, for the field's `error` prop. */
  errorOf: (field: Field) => string | undefined;
  /**
   * Shows the problems found in the fields (a field missing from `problems` is fine). Returns true when there are
   * none; otherwise focus goes to the first invalid field once the messages show, and the form must not submit.
   */
  validate: (problems: FieldProblems<Field>) => boolean;
}

/**
 * A form's fields checked before submitting, and the submission itself (busy, the failure for FormFailure, focus
 * moved to what needs attention): what every sign-in, sign-up, password and profile form shares. `container` is
 * the element holding both the fields and the form-level alert.
 */
export function useFieldForm<Field extends string>(
  container: RefObject<HTMLElement | null>,
): FieldForm<Field> {
  const submission = useFormSubmission(container);
  const problemText = useProblemText();
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const { focusFirstInvalid } = submission;

  const validate = useCallback(
    (found: FieldProblems<Field>) => {
      setProblems(found);
      if (!hasProblems(found)) return true;
      focusFirstInvalid();
      return false;
    },
    [focusFirstInvalid],
  );

  const errorOf = useCallback((field: Field) => problemText(problems[field]), [problemText, problems]);
  return { ...submission, errorOf, validate };
}
