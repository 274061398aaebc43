// Which languages the library ships, and how a requested language (a user's preference, a browser's) maps to one.
import { DEFAULT_LANGUAGE } from './default-language';
import { OTHER_LANGUAGES } from './message-bundles';

export type { MessageTree } from './message-tree';

export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE, ...OTHER_LANGUAGES];

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
