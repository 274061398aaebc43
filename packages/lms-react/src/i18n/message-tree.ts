// The shape of i18next message files and how area files combine into one language's messages.
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Merges area files into one tree. Areas own distinct keys: a key defined twice is a mistake that would silently
 * hide one text, so it throws.
 */
export function mergeMessageTrees(trees: readonly MessageTree[], path = ''): MessageTree {
  const merged: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      if (existing === undefined) {
        merged[key] = value;
      } else if (typeof existing === 'object' && typeof value === 'object') {
        merged[key] = mergeMessageTrees([existing, value], `${path}${key}.`);
      } else {
        throw new Error(`Message "${path}${key}" is defined in two message files.`);
      }
    }
  }
  return merged;
}
