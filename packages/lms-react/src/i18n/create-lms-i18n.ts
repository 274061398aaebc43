// One i18next instance per provider, so two embedded widgets on a page can show different languages.
import { createInstance, type i18n as I18n } from 'i18next';
import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGE } from '@lms/core';
import { DEFAULT_LANGUAGE } from './default-language';
import { resolveLanguage } from './languages';
import {
  downloadedAreaMessages,
  loadAreaMessages,
  loadShellMessages,
  type MessageArea,
} from './message-bundles';
import type { MessageTree } from './message-tree';
import { nounMessages, type NounLabels } from './noun-labels';

export interface LmsI18nOptions {
  language?: string;
  productNoun: string;
  productPlural: string;
  productLabels?: Readonly<Record<string, NounLabels>>;
}

/** The default language's shell: the message file plus lms-core's error sentences, the source text of errors. */
function defaultLanguageMessages(shell: MessageTree): MessageTree {
  return { ...shell, errors: { ...ERROR_MESSAGES, generic: GENERIC_ERROR_MESSAGE } };
}

function addLanguage(i18n: I18n, language: string, messages: MessageTree, options: LmsI18nOptions): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  const noun = nounMessages(language, options.productNoun, options.productPlural, options.productLabels);
  if (noun) i18n.addResourceBundle(language, 'translation', { noun }, true, true);
}

/**
 * `shell`: the default language's shell messages (default-shell.ts), or only the parts a page that shows few
 * screens uses (the action-plan frame). Other languages load their whole shell when switched to.
 */
export function createLmsI18n(options: LmsI18nOptions, shell: MessageTree): I18n {
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
  addLanguage(i18n, DEFAULT_LANGUAGE, defaultLanguageMessages(shell), options);
  return i18n;
}

/**
 * Per instance: the message areas screens asked for, each area file's load and whether it is done (by
 * `area language`), and the wait of each set of missing files (the same promise on every render, as React's `use`
 * needs).
 */
interface AreaState {
  /** By name. */
  areas: Map<string, MessageArea>;
  loads: Map<string, Promise<void>>;
  loaded: Set<string>;
  waits: Map<string, Promise<void>>;
}
const areaStates = new WeakMap<I18n, AreaState>();

function areaStateOf(i18n: I18n): AreaState {
  let state = areaStates.get(i18n);
  if (!state) {
    state = { areas: new Map(), loads: new Map(), loaded: new Set(), waits: new Map() };
    areaStates.set(i18n, state);
  }
  return state;
}

function loadArea(i18n: I18n, area: MessageArea, language: string): Promise<void> {
  const state = areaStateOf(i18n);
  const key = `${area.name} ${language}`;
  let load = state.loads.get(key);
  if (!load) {
    load = loadAreaMessages(area, language).then(
      (messages) => {
        i18n.addResourceBundle(language, 'translation', messages, true, true);
        state.loaded.add(key);
      },
      (error: unknown) => {
        // Forgotten, so a later attempt (the screen's Try again, the next visit) loads it again.
        state.loads.delete(key);
        throw error;
      },
    );
    state.loads.set(key, load);
  }
  return load;
}

/** Adds an area file downloaded earlier (a preload, another provider) at once; false if it is not there yet. */
function addDownloaded(i18n: I18n, area: MessageArea, language: string): boolean {
  const messages = downloadedAreaMessages(area, language);
  if (!messages) return false;
  i18n.addResourceBundle(language, 'translation', messages, true, true);
  areaStateOf(i18n).loaded.add(`${area.name} ${language}`);
  return true;
}

/**
 * What a screen waits for before it shows: its areas' messages in the default language (the fallback) and the
 * current one. Null once they are there, so a screen renders at once on later visits.
 */
export function messageAreasPending(i18n: I18n, areas: readonly MessageArea[]): Promise<void> | null {
  const state = areaStateOf(i18n);
  const languages = [...new Set([DEFAULT_LANGUAGE, i18n.language])];
  const missing = areas.flatMap((area) => {
    state.areas.set(area.name, area);
    return languages
      .filter(
        (language) => !state.loaded.has(`${area.name} ${language}`) && !addDownloaded(i18n, area, language),
      )
      .map((language) => ({ area, language }));
  });
  if (missing.length === 0) return null;
  const key = missing.map(({ area, language }) => `${area.name} ${language}`).join(',');
  let wait = state.waits.get(key);
  if (!wait) {
    wait = Promise.all(missing.map(({ area, language }) => loadArea(i18n, area, language))).then(
      () => void state.waits.delete(key),
      (error: unknown) => {
        state.waits.delete(key);
        throw error;
      },
    );
    state.waits.set(key, wait);
  }
  return wait;
}

/**
 * Loads the messages of the supported language closest to `requested` if needed (its shell and every area in use),
 * then switches to it.
 */
export async function switchLanguage(
  i18n: I18n,
  requested: string | null | undefined,
  options: LmsI18nOptions,
) {
  const language = resolveLanguage(requested);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    addLanguage(i18n, language, await loadShellMessages(language), options);
  }
  const state = areaStateOf(i18n);
  const missing = [...state.areas.values()].filter((area) => !state.loaded.has(`${area.name} ${language}`));
  // Only waits when something loads: switching to a language already there stays as quick as before.
  if (missing.length > 0) await Promise.all(missing.map((area) => loadArea(i18n, area, language)));
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return language;
}
