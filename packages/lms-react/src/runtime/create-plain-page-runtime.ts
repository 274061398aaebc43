// What a page drawn without React starts from (the action-plan frame, a signed-out first visit's landing page): the
// route table, the session and back end made together (as createLmsRuntime makes them), an i18n instance and the
// `.lms-root` element carrying its language and direction. No React, no Redux.
import {
  browserLocalStore,
  browserSessionStore,
  consoleLogger,
  createRouteTable,
  systemClock,
  type Clock,
  type IdTokenSource,
  type Logger,
  type RouteTable,
  type Session,
} from '@lms/core';
import type { i18n as I18n } from 'i18next';
import type { LmsConfig } from '../config/lms-config';
import { createLmsI18n, type LmsI18nOptions } from '../i18n/create-lms-i18n';
import type { MessageTree } from '../i18n/message-tree';
import { createSessionBackend, type SessionOnlyBackend } from './create-session-backend';
import { createThemeChoiceStore } from './theme-choice';

export type PlainPageConfig = {
  backend: SessionOnlyBackend | ((getIdToken: IdTokenSource) => SessionOnlyBackend);
} & Pick<
  LmsConfig,
  | 'productName'
  | 'logoUrl'
  | 'productNoun'
  | 'productPlural'
  | 'productLabels'
  | 'defaultLanguage'
  | 'logger'
  | 'clock'
  | 'localStore'
  | 'sessionStore'
>;

export interface PlainPageRuntime {
  logger: Logger;
  clock: Clock;
  routes: RouteTable;
  backend: SessionOnlyBackend;
  session: Session;
  i18n: I18n;
  i18nOptions: LmsI18nOptions;
  /** The `.lms-root` the page draws in; its `lang` and `dir` follow the language. */
  root: HTMLElement;
  /** Stops following the language and ends the session. */
  dispose(): void;
}

/** `shell`: the default language's messages the page bundles (the frame: the basics only). */
export function createPlainPageRuntime(config: PlainPageConfig, shell: MessageTree): PlainPageRuntime {
  const logger = config.logger ?? consoleLogger;
  const clock = config.clock ?? systemClock;
  const routes = createRouteTable({
    productNoun: config.productNoun ?? 'course',
    productPlural: config.productPlural,
  });
  const localStore = config.localStore ?? browserLocalStore();
  const { backend, session } = createSessionBackend({
    backend: config.backend,
    clock,
    logger,
    localStore,
    sessionStore: config.sessionStore ?? browserSessionStore(),
  });
  const i18nOptions: LmsI18nOptions = {
    productNoun: routes.productNoun,
    productPlural: routes.productPlural,
    productLabels: config.productLabels,
  };
  const i18n = createLmsI18n(i18nOptions, shell);
  const root = document.createElement('div');
  root.className = 'lms-root';
  // The colour theme chosen in the profile on this device (LmsRoot does the same in the React app).
  const theme = createThemeChoiceStore(localStore).get();
  if (theme !== 'system') root.dataset.lmsTheme = theme;
  const markLanguage = () => {
    root.lang = i18n.language;
    root.dir = i18n.dir(i18n.language);
  };
  markLanguage();
  i18n.on('languageChanged', markLanguage);
  return {
    logger,
    clock,
    routes,
    backend,
    session,
    i18n,
    i18nOptions,
    root,
    dispose() {
      i18n.off('languageChanged', markLanguage);
      session.dispose();
    },
  };
}
