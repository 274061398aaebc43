// The product noun ("course") appears in many sentences. Message files spell it for the default noun; a platform
// selling something else ("program") gives its own words per language, or the noun itself is used.

export interface NounLabels {
  one: string;
  other: string;
}

/** The noun the message files are written for. */
export const MESSAGE_FILES_NOUN = 'course';

function capitalise(word: string, language: string): string {
  return word.charAt(0).toLocaleUpperCase(language) + word.slice(1);
}

/**
 * The `noun` message entries for `language`, or undefined to keep the message file's own words
 * (only when the configured noun is the one the files were written for).
 */
export function nounMessages(
  language: string,
  productNoun: string,
  productPlural: string,
  labels: Readonly<Record<string, NounLabels>> | undefined,
): Record<string, string> | undefined {
  const configured = labels?.[language];
  if (!configured && productNoun === MESSAGE_FILES_NOUN) return undefined;
  const words = configured ?? { one: productNoun, other: productPlural };
  return {
    one: words.one,
    other: words.other,
    oneTitle: capitalise(words.one, language),
    otherTitle: capitalise(words.other, language),
  };
}
