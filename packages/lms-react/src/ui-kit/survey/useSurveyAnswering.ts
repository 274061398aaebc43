// A learner's answer to one survey through the runtime's survey answer queue (kept in the browser until the
// server has it, as progress is): where it stands for the form to say so.
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { SurveyAnswers } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

export type SurveyAnswerStage = 'editing' | 'waiting' | 'sent' | 'refused';

const NO_QUEUE = { subscribe: () => () => undefined, getSnapshot: () => null };

export function useSurveyAnswering(surveyId: string) {
  const { learning } = useLmsRuntime();
  const queue = learning.surveyQueue();
  const source = queue ?? NO_QUEUE;
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // An answer of this survey still waiting (made now, or left by an earlier visit that was offline).
  const waiting = (queue?.pendingEvents() ?? []).find((item) => item.surveyId === surveyId);
  const stage: SurveyAnswerStage =
    waiting !== undefined ? 'waiting' : submitted !== null ? 'sent' : 'editing';

  const submit = useCallback(
    (answers: SurveyAnswers) => {
      if (queue === null) return;
      const item = queue.enqueue({ surveyId, answers });
      setSubmitted(item.eventId);
    },
    [queue, surveyId],
  );
  /** A repeatable survey: back to an empty form for another answer. */
  const restart = useCallback(() => setSubmitted(null), []);
  // Waiting because the device is offline or the server failed: the answer is kept, say so.
  const held = snapshot?.lastError != null || !learning.network.isOnline();
  return { stage, submit, restart, held };
}
