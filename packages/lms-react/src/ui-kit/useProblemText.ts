import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './field-problem';
import { useErrorText } from './useErrorText';

/** Translates a FieldProblem; undefined stays undefined so it can go straight into a field's `error` prop. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (problem: FieldProblem | undefined) => {
      if (!problem) return undefined;
      return 'code' in problem ? errorText(problem.code) : t(problem.key, problem.values);
    },
    [t, errorText],
  );
}
