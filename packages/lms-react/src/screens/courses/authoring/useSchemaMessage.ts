import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

// The contract's schemas (lms-core) speak English; each of their messages has a key here so the admin reads it in
// their language. A message without a key (a bound zod checks itself) reads as the generic "check this value".
const SCHEMA_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Enter a title.': 'enterTitle',
  'Enter a slug.': 'enterSlug',
  'Use lower-case letters, digits and single dashes between words.': 'slugPattern',
  'Use an http(s) address or a path starting with "/".': 'urlPattern',
  'Use a three-letter ISO 4217 code such as EUR.': 'currencyPattern',
  'Enter a category.': 'enterCategory',
  'Enter a lesson title.': 'enterLessonTitle',
  'Enter a module title.': 'enterModuleTitle',
  'Write the lesson text.': 'writeLessonText',
  'Give either the video address (url) or an uploaded file (fileId), not both.': 'videoSource',
  'Give the file a name.': 'fileName',
  'Write the answer text.': 'answerText',
  'Write the question.': 'questionText',
  'Give at least two answers.': 'twoAnswers',
  'Mark the right answer.': 'markRightAnswer',
  'A right answer is marked twice.': 'rightAnswerTwice',
  'A single-choice question has exactly one right answer.': 'singleRightAnswer',
  'Add at least one question.': 'oneQuestion',
  'Enter the running time in whole seconds.': 'durationSeconds',
  'A video runs for at most 86,400 seconds (24 hours).': 'durationTooLong',
  'Enter the size in bytes, a whole number.': 'sizeBytes',
  'A file lesson holds at most 10 GiB.': 'sizeTooLarge',
  'Enter the number of attempts, a whole number.': 'attemptsWhole',
  'Allow at least one attempt.': 'attemptsMin',
  'Allow at most 100 attempts, or leave it unlimited.': 'attemptsMax',
  'Answers shown after the last attempt need a limit on attempts.': 'revealNeedsLimit',
};

/** Translates a message of the contract's schemas (undefined stays undefined, for a field's `error` prop). */
export function useSchemaMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = SCHEMA_MESSAGE_KEYS[message];
      return key ? t(`adminCourses.schema.${key}`) : t('adminCourses.schema.invalid');
    },
    [t],
  );
}
