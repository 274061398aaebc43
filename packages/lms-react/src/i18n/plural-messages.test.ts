// Numbers in messages, in every language shipped: a message that counts something has the plural forms its language
// needs (CLDR's, as Intl.PluralRules gives them: English two, French three, Arabic six), picked by `count`, and
// every number a message writes itself goes through the locale's number format ({{x, number}}: 1,234 / 1 234).
// "1 response from 1 learners" and "1 promoters" were messages whose second number had no plural forms of its own.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from './default-language';
import { DEFAULT_SHELL_MESSAGES } from './default-shell';
import { loadAreaMessages, loadShellMessages } from './message-bundles';
import { MESSAGE_AREAS } from '../screens/default-screens';
import { mergeMessageTrees, type MessageTree } from './message-tree';
import { SUPPORTED_LANGUAGES } from './languages';

/**
 * Placeholders that hold text, never a bare number: names and titles, dates, and numbers the screen has already
 * written for the locale (money, percentages, file sizes, a certificate's or question's number).
 */
const TEXT_PLACEHOLDERS = new Set([
  'action',
  'against',
  'actor',
  'amount',
  'at',
  'badge',
  'code',
  'courses',
  'date',
  'did',
  'discount',
  'email',
  'expires',
  'file',
  'from',
  'id',
  'issued',
  'label',
  'last',
  'lesson',
  'list',
  'name',
  'needed',
  'next',
  'number',
  'origin',
  'percent',
  'price',
  'productName',
  'prompt',
  'provider',
  'rate',
  'reason',
  'reference',
  'score',
  'search',
  'section',
  'share',
  'size',
  'status',
  'target',
  'time',
  'title',
  'to',
  'types',
  'word',
]);

/** A count worded by its own plural message, which the screen puts into a longer one: `{{learnersText}}`. */
const WORDED_COUNT = /Text$/;

/** Where a placeholder of TEXT_PLACEHOLDERS' kind has a name used elsewhere for a number. */
const TEXT_IN_MESSAGE: Readonly<Record<string, readonly string[]>> = {
  'payment.newTotal': ['total'],
};

/**
 * Numbers other than a plural message's `count` (and `count` in a message without plural forms): each was read to
 * check that no word agrees with it, a position ("Step 2 of 5"), a range, a unit symbol ("MB", "ms"). A number
 * that a word agrees with needs a plural message of its own.
 */
const NUMBERS_WITHOUT_AGREEMENT: Readonly<Record<string, readonly string[]>> = {
  'actionPlan.stepOf': ['position', 'count'],
  'actionPlan.checklist.progress': ['checked'],
  'actionPlan.outline.progress': ['done'],
  'actionPlans.progress': ['done'],
  'actionPlanEditor.item': ['position'],
  'audit.retention.range': ['min', 'max'],
  'adminCourses.dnd.picked': ['position', 'total'],
  'adminCourses.dnd.over': ['position', 'total'],
  'adminCourses.dnd.dropped': ['position', 'total'],
  'pagination.position': ['page', 'pages'],
  'passwordPolicy.progress': ['met'],
  'learning.progressText': ['completed'],
  'viewer.progress.label': ['completed'],
  'viewer.quiz.score': ['correct'],
  'adminCoupons.usesOf': ['count', 'max'],
  'adminCoupons.usesUnlimited': ['count'],
  'adminReports.chart.label': ['enrolled', 'completed'],
  'adminTest.timing': ['ms'],
  'siteSettings.appearance.problems.unreadableText': ['ratio'],
  'siteSettings.appearance.problems.unreadableOnPage': ['ratio'],
  'support.form.attachmentsHint': ['megabytes'],
  'support.refusal.attachmentSize': ['megabytes'],
  'surveys.answer.ratingOf': ['low', 'high'],
  'surveys.answer.problem.rating-range': ['low', 'high'],
  'adminUsers.orders.newest': ['shown'],
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([^},\s]+)\s*(?:,\s*([^}]*?))?\s*}}/g;

async function loadAllMessages(language: string): Promise<MessageTree> {
  const trees = await Promise.all([
    language === DEFAULT_LANGUAGE ? DEFAULT_SHELL_MESSAGES : loadShellMessages(language),
    ...[...MESSAGE_AREAS.values()].map((area) => loadAreaMessages(area, language)),
  ]);
  return mergeMessageTrees(trees);
}

function flatten(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );
}

interface Message {
  /** The key without its plural suffix. */
  key: string;
  /** The plural forms present (empty for a message without them). */
  forms: Set<string>;
  texts: string[];
}

function messagesOf(tree: MessageTree): Map<string, Message> {
  const messages = new Map<string, Message>();
  for (const [fullKey, text] of flatten(tree)) {
    const form = PLURAL_SUFFIX.exec(fullKey)?.[1];
    const key = form ? fullKey.slice(0, -form.length - 1) : fullKey;
    const message = messages.get(key) ?? { key, forms: new Set<string>(), texts: [] };
    if (form) message.forms.add(form);
    message.texts.push(text);
    messages.set(key, message);
  }
  return messages;
}

/** What is wrong with the numbers of one message, in words. */
function numberProblems(message: Message): string[] {
  const problems = new Set<string>();
  const plural = message.forms.size > 0;
  for (const text of message.texts) {
    for (const [, name, format] of text.matchAll(PLACEHOLDER)) {
      const isText =
        TEXT_PLACEHOLDERS.has(name!) ||
        WORDED_COUNT.test(name!) ||
        TEXT_IN_MESSAGE[message.key]?.includes(name!);
      if (isText) continue;
      if (format !== 'number')
        problems.add(`{{${name}}} is a number not written for the locale: {{${name}, number}}`);
      const agreed = name === 'count' && plural;
      if (!agreed && !NUMBERS_WITHOUT_AGREEMENT[message.key]?.includes(name!))
        problems.add(
          name === 'count'
            ? '{{count}} in a message without plural forms'
            : `{{${name}}} is a number without plural forms of its own (make it the count of its own message)`,
        );
    }
  }
  // "70 %" is French, "70%" English, "٧٠٪" Arabic: the locale's percent format writes the sign, never the message.
  if (message.texts.some((text) => /}}\s*%|%\s*{{/.test(text)))
    problems.add('writes a percent sign itself: pass a percentage written by Intl.NumberFormat');
  return [...problems].map((problem) => `${message.key}: ${problem}`);
}

const languages = await Promise.all(
  SUPPORTED_LANGUAGES.map(async (language) => ({
    language,
    messages: messagesOf(await loadAllMessages(language)),
  })),
);

describe.each(languages)('numbers in the $language messages', ({ language, messages }) => {
  it("have exactly the language's plural forms wherever a message has plural forms", () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const wanted = [...categories].sort().join(' ');
    const wrong = [...messages.values()]
      .filter((message) => message.forms.size > 0 && [...message.forms].sort().join(' ') !== wanted)
      .map((message) => `${message.key}: ${[...message.forms].sort().join(' ')}`);
    expect(wrong, `every plural message needs: ${wanted}`).toEqual([]);
  });

  it('count with plural forms, and write every number in the locale’s format', () => {
    expect([...messages.values()].flatMap(numberProblems)).toEqual([]);
  });

  it('are plural where the en-US message is, so each language can agree with the count', () => {
    const english = languages.find((entry) => entry.language === DEFAULT_LANGUAGE)!.messages;
    const missing = [...english.values()]
      .filter((message) => message.forms.size > 0 && messages.get(message.key)?.forms.size === 0)
      .map((message) => message.key);
    expect(missing).toEqual([]);
  });
});

describe('the lists of this test', () => {
  it('name only messages that exist and hold those numbers', () => {
    const english = languages.find((entry) => entry.language === DEFAULT_LANGUAGE)!.messages;
    const stale = Object.entries(NUMBERS_WITHOUT_AGREEMENT).flatMap(([key, names]) =>
      names
        .filter((name) => !english.get(key)?.texts.some((text) => text.includes(`{{${name}`)))
        .map((name) => `${key}: ${name}`),
    );
    expect(stale).toEqual([]);
  });
});
