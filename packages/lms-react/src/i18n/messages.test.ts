import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, notificationDefaults, ROUTE_NAMES } from '@lms/core';
import { DEFAULT_LANGUAGE } from './default-language';
import { DEFAULT_SHELL_MESSAGES } from './default-shell';
import { loadAreaMessages, loadShellMessages, OTHER_LANGUAGES } from './message-bundles';
import { MESSAGE_AREAS } from '../screens/default-screens';
import { mergeMessageTrees, type MessageTree } from './message-tree';

/** Every file of a language merged (a key defined twice throws). */
async function loadAllMessages(language: string): Promise<MessageTree> {
  const trees = await Promise.all([
    language === DEFAULT_LANGUAGE ? DEFAULT_SHELL_MESSAGES : loadShellMessages(language),
    ...[...MESSAGE_AREAS.values()].map((area) => loadAreaMessages(area, language)),
  ]);
  return mergeMessageTrees(trees);
}

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** i18next plural forms: a language may need more of them than English (Arabic has six). */
function withoutPluralSuffix(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

const enUS = await loadAllMessages(DEFAULT_LANGUAGE);

describe.each(OTHER_LANGUAGES)('message files of %s', (language) => {
  it('translate every en-US message, in every area', async () => {
    const translated = new Set(keys(await loadAllMessages(language)).map(withoutPluralSuffix));
    expect(keys(enUS).filter((key) => !translated.has(withoutPluralSuffix(key)))).toEqual([]);
  });

  it('hold no message en-US lacks (a leftover or a misspelt key)', async () => {
    const english = new Set(keys(enUS).map(withoutPluralSuffix));
    // Error sentences are checked against lms-core's catalogue below.
    const messages = keys(await loadAllMessages(language)).filter((key) => !key.startsWith('errors.'));
    expect(messages.filter((key) => !english.has(withoutPluralSuffix(key)))).toEqual([]);
  });

  it("translate every error of lms-core's catalogue (en-US takes them from lms-core)", async () => {
    const errors = (await loadAllMessages(language)).errors as MessageTree;
    expect(Object.keys(ERROR_MESSAGES).filter((code) => typeof errors[code] !== 'string')).toEqual([]);
  });
});

describe('en-US messages', () => {
  it('have a page title and description for every route of the table', () => {
    const route = enUS.route as MessageTree;
    for (const name of ROUTE_NAMES) {
      expect(route[name], name).toEqual({ title: expect.any(String), description: expect.any(String) });
    }
  });

  it('spec 9: the close label of notifications is "Close notification"', () => {
    expect((enUS.notification as MessageTree).close).toBe(notificationDefaults.closeLabel);
  });
});
