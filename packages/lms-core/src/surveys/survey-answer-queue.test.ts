import { describe, expect, it } from 'vitest';
import { LmsError } from '../errors/lms-error';
import { memoryStore } from '../platform/storage';
import { createFakeClock, settle } from '../auth/testing/fake-clock';
import { createRecordingLogger } from '../auth/testing/recording-logger';
import { scriptedSend, sequentialIds } from '../learning/progress-queue.testing';
import { SURVEY_ANSWER_REPORT_AFTER, createSurveyAnswerQueue, surveyQueueKey } from './survey-answer-queue';
import type { SurveyAnswerItem } from './survey-answer-queue';

function setup(online = true) {
  const store = memoryStore();
  const clock = createFakeClock();
  const remote = scriptedSend<SurveyAnswerItem>();
  const reports: { item: SurveyAnswerItem; attempts: number }[] = [];
  let onlineNow = online;
  const queue = createSurveyAnswerQueue({
    store,
    clock,
    logger: createRecordingLogger(),
    send: remote.send,
    random: () => 0.5,
    createEventId: sequentialIds(),
    userId: 'u1',
    isOnline: () => onlineNow,
    report: async (item, _reason, attempts) => {
      if (!onlineNow) throw new Error('offline');
      reports.push({ item, attempts });
    },
  });
  return { store, clock, remote, queue, reports, goOnline: () => (onlineNow = true) };
}

describe('survey answer queue', () => {
  it('keeps an answer made offline in storage and sends it once the network is back', async () => {
    const { store, queue, remote, goOnline } = setup(false);
    const item = queue.enqueue({ surveyId: 's1', answers: { stars: 4 } });
    await settle();
    expect(remote.calls).toEqual([]);
    expect(JSON.parse(store.getItem(surveyQueueKey('u1')) ?? '[]')).toEqual([item]);
    goOnline();
    queue.notifyOnline();
    await settle();
    expect(remote.calls).toEqual([item]);
    remote.succeed();
    await settle();
    expect(store.getItem(surveyQueueKey('u1'))).toBeNull();
  });

  it('reports an answer still not sent after its retries, and keeps retrying it', async () => {
    const { queue, remote, clock, reports } = setup();
    queue.enqueue({ surveyId: 's1', answers: { stars: 4 } });
    for (let attempt = 1; attempt <= SURVEY_ANSWER_REPORT_AFTER; attempt += 1) {
      await settle();
      remote.fail(new LmsError('functions/unavailable', 'Server down'));
      await settle();
      await clock.advance(10 * 60_000);
    }
    await settle();
    expect(reports.map((report) => report.attempts)).toEqual([SURVEY_ANSWER_REPORT_AFTER]);
    expect(queue.getSnapshot().pending).toBe(1);
  });

  it('refuses a draft the contract would refuse', () => {
    const { queue } = setup();
    expect(() => queue.enqueue({ surveyId: '', answers: {} })).toThrow(
      expect.objectContaining({ code: 'functions/invalid-argument' }),
    );
  });
});
