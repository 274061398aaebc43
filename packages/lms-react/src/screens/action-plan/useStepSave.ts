import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationInput } from '@lms/core';
import { useNotify } from '../../notifications/useNotify';
import { useErrorText } from '../account/useErrorText';
import { actionPlanApi, useUpdateMyActionPlanStepMutation } from './action-plan-api';
import { useLmsDispatch } from '../../store/hooks';

type StepChange = Omit<OperationInput<'updateMyActionPlanStep'>, 'stepId'>;

/**
 * Saves a change of the student's own state in a step; resolves true once the server kept it. A refusal is said in
 * a notification; a checklist the author changed meanwhile reloads the step, so the student sees the new items.
 */
export function useStepSave(stepId: string): {
  save: (change: StepChange, failureTitle: string) => Promise<boolean>;
  saving: boolean;
} {
  const [update, { isLoading }] = useUpdateMyActionPlanStepMutation();
  const notify = useNotify();
  const errorText = useErrorText();
  const dispatch = useLmsDispatch();
  const { t } = useTranslation();
  const save = useCallback(
    async (change: StepChange, failureTitle: string) => {
      const result = await update({ stepId, ...change });
      if (!result.error) return true;
      const reason = (result.error as { details?: { reason?: unknown } }).details?.reason;
      const stale = reason === 'stale-checklist';
      notify({
        kind: 'negative',
        title: failureTitle,
        message: stale ? t('actionPlan.staleChecklist') : errorText(result.error),
      });
      if (stale) dispatch(actionPlanApi.util.invalidateTags([{ type: 'ActionPlan', id: `step:${stepId}` }]));
      return false;
    },
    [update, stepId, notify, errorText, dispatch, t],
  );
  return { save, saving: isLoading };
}
