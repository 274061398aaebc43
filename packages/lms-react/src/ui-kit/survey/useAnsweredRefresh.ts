// When the answer queue empties (an answer reached the server, or was refused and recorded as a survey error),
// the surveys shown are asked for again, so "answered" is what the server says.
import { useEffect, useRef } from 'react';
import { surveysCache } from '@lms/core';
import { useLmsDispatch } from '../../store/hooks';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { tagsOf } from '../../store/contract-endpoints';
import { lmsApi } from '../../store/lms-api';

export function useAnsweredRefresh(): void {
  const { learning } = useLmsRuntime();
  const dispatch = useLmsDispatch();
  const queue = learning.surveyQueue();
  const pendingBefore = useRef(queue?.getSnapshot().pending ?? 0);
  useEffect(() => {
    if (queue === null) return undefined;
    return queue.subscribe(() => {
      const pending = queue.getSnapshot().pending;
      if (pending < pendingBefore.current)
        dispatch(lmsApi.util.invalidateTags(tagsOf([surveysCache.kinds.SurveyToAnswer])));
      pendingBefore.current = pending;
    });
  }, [queue, dispatch]);
}
