import { describe, expect, it } from 'vitest';
import { createLmsI18n, messageAreasPending } from './create-lms-i18n';
import { DEFAULT_SHELL_MESSAGES } from './default-shell';
import { loadAreaMessages } from './message-bundles';
import { learningMessages } from '../screens/learning/messages';
import { reportsMessages } from '../screens/reports/messages';

const options = { productNoun: 'course', productPlural: 'courses' };

describe('message areas', () => {
  it('a screen waits for an area file that has not been downloaded', async () => {
    const i18n = createLmsI18n(options, DEFAULT_SHELL_MESSAGES);
    const pending = messageAreasPending(i18n, [reportsMessages]);
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(messageAreasPending(i18n, [reportsMessages])).toBeNull();
  });

  it('an area file downloaded before (a preload) is there in the first render, without waiting', async () => {
    await loadAreaMessages(learningMessages, 'en-US');
    const i18n = createLmsI18n(options, DEFAULT_SHELL_MESSAGES);
    expect(messageAreasPending(i18n, [learningMessages])).toBeNull();
    expect(i18n.t('learning.notStarted')).toBe('Not started yet');
  });
});
