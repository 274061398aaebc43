import { useCallback, useState, type RefObject } from 'react';
import { useSubmitFocus } from './useSubmitFocus';

export interface FormSubmission {
  /** True while the submitted work runs. */
  busy: boolean;
  /** What the last submit failed with (an LmsError from lms-core), null after a success or a new attempt. */
  failure: unknown;
  /** Runs the work; a failure is kept for the FormAlert and focus moves there. Resolves true on success. */
  run: (work: () => Promise<void>) => Promise<boolean>;
  /** Call after showing field messages: focus goes to the first invalid field. */
  focusFirstInvalid: () => void;
}

/**
 * The busy and failure state every form shares, with focus moved to what needs attention. useFieldForm adds the
 * fields' own checks; a button that runs work without fields (remove the picture) uses this alone.
 */
export function useFormSubmission(container: RefObject<HTMLElement | null>): FormSubmission {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const focus = useSubmitFocus(container);

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      setFailure(null);
      try {
        await work();
        return true;
      } catch (error) {
        setFailure(error);
        focus('alert');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [focus],
  );

  const focusFirstInvalid = useCallback(() => focus('first-invalid'), [focus]);
  return { busy, failure, run, focusFirstInvalid };
}
