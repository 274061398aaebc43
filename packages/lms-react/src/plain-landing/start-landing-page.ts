// A signed-out visitor's first visit to the landing page, drawn without React (docs/decisions.md, "The landing page
// without React"): lms-core's session and back end, the library's default shell messages, and the layout and
// content with the React screens' markup. Hosts call it instead of mounting <LmsProvider> when the first page is
// the landing page and no session is saved (apps/host's main entry); every link leads into the React app.
import type { OperationOutput } from '@lms/core';
import type { LmsConfig } from '../config/lms-config';
import { switchLanguage } from '../i18n/create-lms-i18n';
import { DEFAULT_LANGUAGE } from '../i18n/default-language';
import { DEFAULT_SHELL_MESSAGES } from '../i18n/default-shell';
import { setDocumentHead } from '../page/document-head';
import { createPlainPageRuntime, type PlainPageConfig } from '../runtime/create-plain-page-runtime';
import { plainLandingBody } from './plain-landing-body';
import { signedOutLayout } from './signed-out-layout';

export type LandingPageConfig = PlainPageConfig &
  Pick<LmsConfig, 'manageDocumentHead'> & {
    /**
     * The catalogue's first page when the host already has it (the self-hosted server writes it into the page):
     * shown at once instead of asked for. Try again always asks the back end.
     */
    firstCourses?: OperationOutput<'listCourses'>;
  };

export interface LandingPage {
  destroy(): void;
}

/**
 * Draws the landing page in `element` (inside a `.lms-root` carrying the language and its direction), in the
 * configured language, and starts loading the course list. Resolves once the page is drawn.
 */
export async function startLandingPage(
  element: HTMLElement,
  config: LandingPageConfig,
): Promise<LandingPage> {
  const runtime = createPlainPageRuntime(config, DEFAULT_SHELL_MESSAGES);
  const { logger, routes, backend, i18n, i18nOptions, root } = runtime;
  // The first list is the host's, or asked for while the language's messages download; Try again asks anew.
  let early: Promise<OperationOutput<'listCourses'>> | null = config.firstCourses
    ? Promise.resolve(config.firstCourses)
    : backend.functions.call('listCourses', {});
  early.catch(() => undefined);
  const listCourses = () => {
    const answer = early ?? backend.functions.call('listCourses', {});
    early = null;
    return answer;
  };

  // A signed-out visitor sees the configured language (LanguageSync); a language that cannot load leaves English.
  await switchLanguage(i18n, config.defaultLanguage ?? DEFAULT_LANGUAGE, i18nOptions).catch(
    (error: unknown) =>
      logger.warn(
        'Could not load the messages of the configured language; keeping the current language',
        error,
      ),
  );
  const t = i18n.getFixedT(null, 'translation');

  root.append(
    signedOutLayout(
      t,
      routes,
      config.productName,
      plainLandingBody({ t, language: i18n.language, routes, listCourses }),
      config.logoUrl,
    ),
  );
  element.replaceChildren(root);
  if (config.manageDocumentHead !== false) {
    const route = routes.byName.landing;
    setDocumentHead(document, t(route.titleKey), config.productName, t(route.descriptionKey));
  }
  return { destroy: runtime.dispose };
}
