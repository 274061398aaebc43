import * as Toast from '@radix-ui/react-toast';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationDefaults } from '@lms/core';
import { useLmsDispatch, useLmsSelector } from '../store/hooks';
import { dismissNotification } from '../store/notifications-slice';
import { selectNotifications } from '../store/selectors';

/** The notification areas (feedback.css): 24rem wide, about two notifications high. */
const AREA_WIDTH_REM = 24;
const AREA_TOP_REM = 3.5;
const AREA_HEIGHT_REM = 12;
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface Area {
  left: number;
  top: number;
  bottom: number;
}

/**
 * How much showing in `area` would hide: each control under it counts, the control holding focus (the button just
 * pressed, or the one a closing dialog hands focus back to) most. The notifications' own controls do not count.
 */
function coverage(area: Area): number {
  let score = 0;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    // Not the notifications' own controls, nor Radix's hidden focus guards beside them.
    if (control.closest('.lms-toast-viewport, [aria-hidden="true"]')) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > area.left && box.bottom > area.top && box.top < area.bottom) {
      score += control === document.activeElement ? 100 : 1;
    }
  }
  return score;
}

/** Whether the bottom area hides less than the top-right one (spec 9's place, kept on a tie). */
function bottomHidesLess(): boolean {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const left = window.innerWidth - AREA_WIDTH_REM * rem;
  const top = AREA_TOP_REM * rem;
  const height = AREA_HEIGHT_REM * rem;
  return (
    coverage({ left, top: window.innerHeight - height, bottom: window.innerHeight }) <
    coverage({ left, top, bottom: top + height })
  );
}

/**
 * The notification area of spec section 9: top-right, each notification closes after 5 s or with its button; at
 * the bottom when that hides fewer controls (issue 24: "is published" covered Unpublish, "Coupon created" New coupon).
 */
export function NotificationList() {
  const items = useLmsSelector(selectNotifications);
  const [atBottom, setAtBottom] = useState(false);
  const showing = items.length > 0;
  // Decided when notifications start to show and again when focus moves while they show (a closing dialog hands it
  // back to the button that opened it); once at the bottom they stay until all have gone, so they do not jump about.
  useLayoutEffect(() => {
    if (!showing) {
      setAtBottom(false);
      return;
    }
    const check = () => {
      if (bottomHidesLess()) setAtBottom(true);
    };
    check();
    document.addEventListener('focusin', check);
    return () => document.removeEventListener('focusin', check);
  }, [showing]);
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
      <Toast.Viewport className={`lms-toast-viewport${atBottom ? ' lms-toast-viewport--bottom' : ''}`} />
    </Toast.Provider>
  );
}
