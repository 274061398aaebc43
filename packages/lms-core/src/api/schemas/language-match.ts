// Which of the languages on offer serves a requested one (a user's preference, a browser's): shared by the screens
// (which messages to load) and the domain (which language an e-mail is written in). No zod: the first page uses it.

/**
 * The supported language closest to `requested`: the exact tag, else one with the same primary language
 * (`fr`, `fr-CA` -> `fr-FR`), else `fallback`. Tags compare case-insensitively, as BCP 47 says.
 */
export function closestLanguage<L extends string>(
  requested: string | null | undefined,
  supported: readonly L[],
  fallback: L,
): L {
  if (!requested) return fallback;
  const wanted = requested.trim().toLowerCase();
  const exact = supported.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return supported.find((language) => language.toLowerCase().split('-')[0] === primary) ?? fallback;
}
