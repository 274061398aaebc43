import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepChangeOutcome } from '@lms/core';
import { useNotify } from '../../notifications/useNotify';
import { useErrorText } from '../../ui-kit/useErrorText';

/**
 * Says a refused change of the student's state in a notification (a checklist the author changed meanwhile says
 * so: the step is loading again with the new items); returns whether the server kept the change.
 */
export function useStepChangeNotice(): (outcome: StepChangeOutcome, failureTitle: string) => boolean {
  const notify = useNotify();
  const errorText = useErrorText();
  const { t } = useTranslation();
  return useCallback(
    (outcome, failureTitle) => {
      if (outcome.ok) return true;
      notify({
        kind: 'negative',
        title: failureTitle,
        message: outcome.stale ? t('actionPlan.staleChecklist') : errorText(outcome.error),
      });
      return false;
    },
    [notify, errorText, t],
  );
}
