import { FormAlert } from '../components/FormAlert';
import { useErrorText, type RefusalWordings } from './useErrorText';

export interface FormFailureProps {
  /** What the last submit failed with (FormSubmission's `failure`); null shows nothing. */
  failure: unknown;
  /** The screen's words for refusals the server names (useErrorText). */
  refusals?: RefusalWordings;
}

/** Why the form could not do its work, worded for a person, in the FormAlert that takes focus after a failure. */
export function FormFailure({ failure, refusals }: FormFailureProps) {
  const errorText = useErrorText(refusals);
  return failure === null ? null : <FormAlert>{errorText(failure)}</FormAlert>;
}
