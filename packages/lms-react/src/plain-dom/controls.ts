// The library's controls as plain elements, with the markup and classes of their React versions (Button, Spinner,
// Skeleton, ErrorState in components/), so the one stylesheet styles both and they read the same to assistive
// technology.
import type { TFunction } from 'i18next';
import { errorText } from '../i18n/error-text';
import { h, setAttribute } from './dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export function spinner(label: string, size: 'small' | 'medium' = 'medium'): HTMLElement {
  return h('span', {
    class: `lms-spinner lms-spinner--${size}`,
    role: 'progressbar',
    'aria-label': label,
    'aria-busy': 'true',
  });
}

/** `withMedia` adds the picture's block above the lines, as on a card. */
export function skeleton(lines: number, withMedia = false): HTMLElement {
  const element = h('div', { class: 'lms-skeleton', 'aria-hidden': 'true' });
  if (withMedia) element.append(h('div', { class: 'lms-skeleton__media' }));
  for (let line = 0; line < lines; line += 1) element.append(h('div', { class: 'lms-skeleton__line' }));
  return element;
}

export interface FrameButton {
  element: HTMLButtonElement;
  setLabel(label: string): void;
  setVariant(variant: ButtonVariant): void;
  /** Busy shows a spinner and blocks clicks while the button's work runs. */
  setBusy(busy: boolean, loadingLabel: string): void;
  setDisabled(disabled: boolean): void;
}

export function button(
  label: string,
  options: { variant?: ButtonVariant; type?: 'button' | 'submit'; onClick?: () => void } = {},
): FrameButton {
  let variant = options.variant ?? 'primary';
  let busy = false;
  let disabled = false;
  const text = h('span', { class: 'lms-button__label' }, label);
  // type defaults to "button" so a button inside a form never submits it by accident.
  const element = h('button', { type: options.type ?? 'button', class: '' }, text);
  if (options.onClick) element.addEventListener('click', options.onClick);
  const draw = () => {
    element.className = `lms-button lms-button--${variant}`;
    element.disabled = disabled || busy;
    setAttribute(element, 'aria-busy', busy || undefined);
  };
  draw();
  return {
    element,
    setLabel: (next) => void (text.textContent = next),
    setVariant(next) {
      variant = next;
      draw();
    },
    setBusy(next, loadingLabel) {
      if (next === busy) return;
      busy = next;
      if (busy) element.insertBefore(spinner(loadingLabel, 'small'), text);
      else element.querySelector('.lms-spinner')?.remove();
      draw();
    },
    setDisabled(next) {
      disabled = next;
      draw();
    },
  };
}

/**
 * A failure explained, with its title and, when given, Try again (ErrorState). The title is the page's heading in
 * the frame, a section's (h2, as ErrorState's) on a page that has its own.
 */
export function errorState(
  t: TFunction,
  error: unknown,
  title: string,
  onRetry?: () => void,
  titleLevel: 'h1' | 'h2' = 'h1',
): HTMLElement {
  return h(
    'section',
    { class: 'lms-error-state', role: 'alert' },
    h(titleLevel, { class: 'lms-error-state__title' }, title),
    h('p', { class: 'lms-error-state__message' }, errorText(t, error)),
    onRetry ? button(t('common.retry'), { variant: 'secondary', onClick: onRetry }).element : null,
  );
}
