import * as Toast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { notificationDefaults } from '@lms/core';
import { useLmsDispatch, useLmsSelector } from '../store/hooks';
import { dismissNotification } from '../store/notifications-slice';
import { selectNotifications } from '../store/selectors';

/** The notification area of spec section 9: top-right, each notification closes after 5 s or with its button. */
export function NotificationList() {
  const items = useLmsSelector(selectNotifications);
  const dispatch = useLmsDispatch();
  const { t } = useTranslation();
  return (
    <Toast.Provider
      duration={notificationDefaults.timeoutMs}
      label={t('notification.region')}
      swipeDirection="right"
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          className={`lms-toast lms-toast--${item.kind}`}
          // Errors interrupt a screen reader; other kinds wait politely.
          type={item.kind === 'negative' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dispatch(dismissNotification(item.id));
          }}
        >
          <div className="lms-toast__body">
            {item.title && <Toast.Title className="lms-toast__title">{item.title}</Toast.Title>}
            <Toast.Description className="lms-toast__message">{item.message}</Toast.Description>
          </div>
          <Toast.Close className="lms-toast__close" aria-label={t('notification.close')}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="lms-toast-viewport" />
    </Toast.Provider>
  );
}
