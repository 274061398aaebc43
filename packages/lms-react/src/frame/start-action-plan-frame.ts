// The framed action-plan document's whole client: lms-core's session, back end and frame launch, the library's
// message files, and the step drawn without React. Hosts call it instead of mounting <LmsProvider> when the page
// is inside a frame (apps/host's action-plan entry): the frame then loads no React, router or Redux.
import type { Session } from '@lms/core';
import type { i18n as I18n } from 'i18next';
import type { LmsConfig } from '../config/lms-config';
import { messageAreasPending, switchLanguage } from '../i18n/create-lms-i18n';
import { actionPlansMessages } from '../screens/action-plans/messages';
import { DEFAULT_LANGUAGE } from '../i18n/default-language';
import type { SessionOnlyBackend } from '../runtime/create-session-backend';
import { createPlainPageRuntime, type PlainPageConfig } from '../runtime/create-plain-page-runtime';
// Of the default language's shell, only the basics (the noun, Loading, Try again, the notices' labels): the account
// screens' and layouts' texts stay out of the frame.
import basics from '../i18n/messages/basics/en-US.json';
import type { MessageTree } from '../i18n/message-tree';
import { mountActionPlanFrame, type ActionPlanFrame } from './action-plan-frame';
import { createParentFrameLaunch } from './parent-frame-launch';
import { errorText } from '../i18n/error-text';
import { button, spinner } from '../plain-dom/controls';
import { h } from '../plain-dom/dom';

/** The frame signs in and calls operations; it stores no files. */
export type FrameBackend = SessionOnlyBackend;

export type ActionPlanFrameConfig = PlainPageConfig & Pick<LmsConfig, 'connectEmbedHost' | 'openFrameSignIn'>;

/** Shows the signed-in student's preferred language (their user document), else the configured one (LanguageSync). */
function followPreferredLanguage(
  session: Session,
  preferred: (uid: string) => Promise<string>,
  apply: (language: string) => Promise<unknown>,
  fallback: string,
): () => void {
  // Undefined until the session first settles, so a signed-out visitor gets the configured language too.
  let uid: string | null | undefined;
  return session.subscribe(() => {
    const next = session.getSnapshot().user?.uid ?? null;
    if (next === uid) return;
    uid = next;
    const asked = uid;
    void (asked === null ? Promise.resolve(fallback) : preferred(asked).catch(() => fallback)).then(
      (language) => (asked === uid ? apply(language) : undefined),
    );
  });
}

/**
 * Waits for the action-plans message area; a failed download says so (in the basics' words) with Try again, as a
 * screen of the library does when its messages cannot be loaded.
 */
async function stepMessages(root: HTMLElement, i18n: I18n): Promise<void> {
  for (;;) {
    try {
      await messageAreasPending(i18n, [actionPlansMessages]);
      return;
    } catch (error) {
      const t = i18n.getFixedT(null, 'translation');
      await new Promise<void>((retry) => {
        const again = button(t('common.retry'), { variant: 'secondary', onClick: () => retry() });
        root.replaceChildren(
          h(
            'section',
            { class: 'lms-error-state', role: 'alert' },
            h('p', {}, errorText(t, error)),
            again.element,
          ),
        );
      });
      root.replaceChildren(spinner(t('common.loading')));
    }
  }
}

/**
 * Mounts the framed step `stepId` in `element` (inside a `.lms-root` carrying the language and its direction) and
 * starts the launch. Resolves once the step's messages are there; returns the frame.
 */
export async function startActionPlanFrame(
  element: HTMLElement,
  stepId: string,
  config: ActionPlanFrameConfig,
): Promise<ActionPlanFrame> {
  const runtime = createPlainPageRuntime(config, basics as MessageTree);
  const { logger, clock, routes, backend, session, i18n, i18nOptions, root } = runtime;
  element.replaceChildren(root);

  const launch = createParentFrameLaunch({
    stepId,
    session,
    functions: backend.functions,
    clock,
    logger,
    connectEmbedHost: config.connectEmbedHost,
  });
  const stopLanguage = followPreferredLanguage(
    session,
    async (uid) => (await backend.functions.call('getUserDocument', { uid })).preferences.language,
    (language) =>
      switchLanguage(i18n, language, i18nOptions).catch((error: unknown) =>
        logger.warn(`Could not load the messages of ${language}; keeping the current language`, error),
      ),
    config.defaultLanguage ?? DEFAULT_LANGUAGE,
  );
  // The launch (the embed origins, the page's bridge, its token) runs while the step's messages download.
  const stopLaunch = launch.start();
  await stepMessages(root, i18n);
  const frame = mountActionPlanFrame(root, {
    stepId,
    launch,
    functions: backend.functions,
    i18n,
    routes,
    productName: config.productName,
    openFrameSignIn: config.openFrameSignIn,
  });
  return {
    show: frame.show,
    destroy() {
      frame.destroy();
      stopLaunch();
      stopLanguage();
      runtime.dispose();
    },
  };
}
