// Which languages the library ships, and how a requested language (a user's preference, a browser's) maps to one.
import { DEFAULT_LANGUAGE } from './default-language';

export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Languages other than the default one, loaded on demand so the landing page stays small (the default language's
 * messages are part of the main bundle).
 */
export const MESSAGE_LOADERS: Readonly<Record<string, () => Promise<MessageTree>>> = {
  'fr-FR': () => import('./messages/fr-FR.json').then((module) => module.default as MessageTree),
  // Modern Standard Arabic, written right to left: the library mirrors its layout (`dir` on its root).
  ar: () => import('./messages/ar.json').then((module) => module.default as MessageTree),
};

export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE, ...Object.keys(MESSAGE_LOADERS)];

/**
 * The supported language closest to `requested`: the exact tag, else one with the same primary language
 * (`fr`, `fr-CA` -> `fr-FR`), else the default. Tags compare case-insensitively, as BCP 47 says.
 */
export function resolveLanguage(
  requested: string | null | undefined,
  supported: readonly string[] = SUPPORTED_LANGUAGES,
  fallback: string = DEFAULT_LANGUAGE,
): string {
  if (!requested) return fallback;
  const wanted = requested.trim().toLowerCase();
  const exact = supported.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return supported.find((language) => language.toLowerCase().split('-')[0] === primary) ?? fallback;
}
