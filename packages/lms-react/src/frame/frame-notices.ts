// Why a change was not kept, inside the frame. The library's notifications are toasts fixed to the window's corner;
// a frame is often only as tall as the step, so here they sit at the top of the step, look the same (.lms-toast)
// and stay until closed: they are refusals the student has to read.
import type { TFunction } from 'i18next';
import { h } from '../plain-dom/dom';

/** At most this many at once: an older one goes when a new one comes. */
const KEPT = 3;

export interface FrameNotices {
  element: HTMLElement;
  negative(title: string, message: string): void;
  clear(): void;
}

/** `t` follows the current language (i18next's getFixedT(null)): the labels are read when a notice comes. */
export function frameNotices(t: TFunction): FrameNotices {
  const list = h('div', { class: 'lms-frame-notices' });
  const element = h('section', { 'aria-label': t('notification.region') }, list);
  return {
    element,
    negative(title, message) {
      const close = h(
        'button',
        { type: 'button', class: 'lms-toast__close', 'aria-label': t('notification.close') },
        h('span', { 'aria-hidden': 'true' }, '×'),
      );
      // role="alert": a refusal interrupts a screen reader, as the library's negative toasts do.
      const notice = h(
        'div',
        { class: 'lms-toast lms-toast--negative', role: 'alert' },
        h(
          'div',
          { class: 'lms-toast__body' },
          h('p', { class: 'lms-toast__title' }, title),
          h('p', { class: 'lms-toast__message' }, message),
        ),
        close,
      );
      close.addEventListener('click', () => notice.remove());
      list.prepend(notice);
      while (list.childElementCount > KEPT) list.lastElementChild?.remove();
    },
    clear: () => list.replaceChildren(),
  };
}
