// What is wrong with a form's field, as data: the screen finds it (with lms-core's rules), useFieldForm keeps it
// and useProblemText words it.
import type { LmsErrorCode } from '@lms/core';

/** A catalogue error (worded with the error catalogue's sentence) or a message key of the screen's messages. */
export type FieldProblem =
  | { readonly code: LmsErrorCode }
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> };

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>;

export function hasProblems(problems: FieldProblems<string>): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}
