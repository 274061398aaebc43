// One i18next instance per provider, so two embedded widgets on a page can show different languages.
import { createInstance, type i18n as I18n } from 'i18next';
import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGE } from '@lms/core';
import { DEFAULT_LANGUAGE } from './default-language';
import { resolveLanguage } from './languages';
import { DEFAULT_LANGUAGE_MESSAGES, MESSAGE_LOADERS } from './message-bundles';
import type { MessageTree } from './message-tree';
import { nounMessages, type NounLabels } from './noun-labels';

export interface LmsI18nOptions {
  language?: string;
  productNoun: string;
  productPlural: string;
  productLabels?: Readonly<Record<string, NounLabels>>;
}

/** The default language's messages: the message file plus lms-core's error sentences, the source text of errors. */
function defaultLanguageMessages(): MessageTree {
  return {
    ...DEFAULT_LANGUAGE_MESSAGES,
    errors: { ...ERROR_MESSAGES, generic: GENERIC_ERROR_MESSAGE },
  };
}

function addLanguage(i18n: I18n, language: string, messages: MessageTree, options: LmsI18nOptions): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  const noun = nounMessages(language, options.productNoun, options.productPlural, options.productLabels);
  if (noun) i18n.addResourceBundle(language, 'translation', { noun }, true, true);
}

export function createLmsI18n(options: LmsI18nOptions): I18n {
  const i18n = createInstance();
  // No initReactI18next: components get this instance from <I18nextProvider>, never from a page-wide global.
  void i18n.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    initAsync: false,
    // React escapes text itself; escaping here would show entities such as &amp; to users.
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  addLanguage(i18n, DEFAULT_LANGUAGE, defaultLanguageMessages(), options);
  return i18n;
}

/** Loads the messages of the supported language closest to `requested` if needed, then switches to it. */
export async function switchLanguage(
  i18n: I18n,
  requested: string | null | undefined,
  options: LmsI18nOptions,
) {
  const language = resolveLanguage(requested);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const load = MESSAGE_LOADERS[language];
    if (load) addLanguage(i18n, language, await load(), options);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return language;
}
