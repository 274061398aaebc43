import { useCallback } from 'react';
import { useLmsDispatch } from '../store/hooks';
import { notify, type LmsNotification } from '../store/notifications-slice';

/** Shows a notification; pass already translated text. */
export function useNotify(): (notification: Omit<LmsNotification, 'id'>) => void {
  const dispatch = useLmsDispatch();
  return useCallback((notification) => void dispatch(notify(notification)), [dispatch]);
}
