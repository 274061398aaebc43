// "Sign in to continue" inside the frame (FrameSignInPrompt on the library's pages): our sign-in opens in a
// first-party popup, since the frame's own storage is partitioned or blocked on another site, and the popup hands
// a session made for this frame back to it.
import type { TFunction } from 'i18next';
import type { ExchangeLaunchTokenResult } from '@lms/core';
import { errorText } from '../i18n/error-text';
import { button } from '../plain-dom/controls';
import { h, uniqueId } from '../plain-dom/dom';

export interface FrameSignInOptions {
  t: TFunction;
  productName: string;
  /** Why the page's launch token was refused; null when the page had none. */
  problem: unknown;
  /** Opens the popup; called in the click itself, or the browser blocks it. */
  openPopup(): Promise<ExchangeLaunchTokenResult>;
  onSignedIn(result: ExchangeLaunchTokenResult): void;
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export function frameSignIn(options: FrameSignInOptions): HTMLElement {
  const { t } = options;
  const headingId = uniqueId('sign-in');
  const alert = h('div', { class: 'lms-form-alert', role: 'alert', tabindex: -1, hidden: true });
  const waiting = h('p', { role: 'status' });
  const showFailure = (text: string | null) => {
    alert.textContent = text ?? '';
    alert.hidden = text === null;
  };
  if (options.problem !== null) showFailure(t('actionPlan.framed.tokenRefused'));

  const signIn = button(t('actionPlan.framed.signIn'), {
    onClick: () => {
      const popup = options.openPopup();
      signIn.setBusy(true, t('common.loading'));
      waiting.textContent = t('actionPlan.framed.signingIn');
      showFailure(null);
      popup.then(options.onSignedIn, (error: unknown) => {
        const code = codeOf(error);
        showFailure(
          code === 'auth/popup-blocked'
            ? t('actionPlan.framed.popupBlocked')
            : code === 'auth/popup-closed-by-user'
              ? t('actionPlan.framed.popupClosed')
              : errorText(t, error),
        );
        signIn.setBusy(false, '');
        waiting.textContent = '';
      });
    },
  });

  return h(
    'section',
    { class: 'lms-frame-sign-in', 'aria-labelledby': headingId },
    h('h1', { id: headingId }, t('actionPlan.framed.signInTitle')),
    h('p', {}, t('actionPlan.framed.signInBody', { productName: options.productName })),
    alert,
    signIn.element,
    waiting,
  );
}
