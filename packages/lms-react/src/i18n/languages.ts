// Which languages the library ships, and how a requested language (a user's preference, a browser's) maps to one.
import { closestLanguage } from '@lms/core';
import { DEFAULT_LANGUAGE } from './default-language';
import { OTHER_LANGUAGES } from './message-bundles';

export type { MessageTree } from './message-tree';

export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE, ...OTHER_LANGUAGES];

/**
 * The supported language closest to `requested`: the exact tag, else one with the same primary language
 * (`fr`, `fr-CA` -> `fr-FR`), else the default (lms-core's rule, which the domain's e-mails follow too).
 */
export function resolveLanguage(
  requested: string | null | undefined,
  supported: readonly string[] = SUPPORTED_LANGUAGES,
  fallback: string = DEFAULT_LANGUAGE,
): string {
  return closestLanguage(requested, supported, fallback);
}
