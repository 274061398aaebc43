import { Suspense, useState } from 'react';
import { useLmsSelector } from '../store/hooks';
import { selectNotifications } from '../store/selectors';
import { lazyPart } from '../components/lazy-part';

const NotificationList = lazyPart(() =>
  import('./NotificationList').then((module) => ({ default: module.NotificationList })),
);

/**
 * Mounts the notification area once the first notification arrives, so pages that never notify do not download
 * it; it then stays mounted for the ones that follow.
 */
export function Notifications() {
  const hasItems = useLmsSelector((state) => selectNotifications(state).length > 0);
  const [needed, setNeeded] = useState(false);
  if (hasItems && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationList />
    </Suspense>
  );
}
