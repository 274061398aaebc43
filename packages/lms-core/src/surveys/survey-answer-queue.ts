// Survey answers kept in the browser until the server has them (issue 23: "the same guarantee as progress"): the
// offline pending queue of learning/, with its own storage key. The answer's eventId is its submissionId, so a
// resend is recognised and recorded once. An answer that keeps failing is reported to the server's survey errors
// (reportSurveyAnswerNotSent) as soon as a report gets through, and is still retried.
import { registerEnglishMessages, z } from '../platform/zod-mini';
import { createPendingQueue, type PendingQueue, type PendingQueueOptions } from '../learning/pending-queue';

registerEnglishMessages();

export const SURVEY_QUEUE_KEY_PREFIX = 'lms.surveyQueue';
/** Reported after 5 failures in a row: about a minute of retries (2 s doubling), or 5 tries while offline. */
export const SURVEY_ANSWER_REPORT_AFTER = 5;

const answerValue = z.union([
  z.number(),
  z.string().check(z.maxLength(10_000)),
  z.array(z.string().check(z.maxLength(500))).check(z.maxLength(50)),
  z.null(),
]);

export const surveyAnswerItemSchema = z.strictObject({
  surveyId: z.string().check(z.minLength(1), z.maxLength(128)),
  eventId: z.string().check(z.minLength(8), z.maxLength(128), z.regex(/^[A-Za-z0-9._:-]+$/)),
  clientTimestamp: z.iso.datetime({ offset: true }),
  answers: z.record(z.string().check(z.maxLength(100)), answerValue),
});

export type SurveyAnswerItem = z.output<typeof surveyAnswerItemSchema>;
export type SurveyAnswerDraft = Pick<SurveyAnswerItem, 'surveyId' | 'answers'> & Partial<SurveyAnswerItem>;
export type SurveyAnswerQueue = PendingQueue<SurveyAnswerItem, SurveyAnswerDraft>;

export interface SurveyAnswerQueueOptions extends Omit<
  PendingQueueOptions<SurveyAnswerItem>,
  'key' | 'label' | 'parse' | 'append' | 'stuckAfter'
> {
  /** Tells the server an answer could not be sent (it keeps it as a recoverable survey error); may reject. */
  report?: (item: SurveyAnswerItem, reason: string, attempts: number) => Promise<void>;
}

export function surveyQueueKey(userId?: string): string {
  return userId === undefined
    ? SURVEY_QUEUE_KEY_PREFIX
    : `${SURVEY_QUEUE_KEY_PREFIX}.${encodeURIComponent(userId)}`;
}

export function createSurveyAnswerQueue(options: SurveyAnswerQueueOptions): SurveyAnswerQueue {
  const { report, ...rest } = options;
  const reported = new Set<string>();
  return createPendingQueue<SurveyAnswerItem, SurveyAnswerDraft>({
    ...rest,
    key: surveyQueueKey(options.userId),
    label: 'Survey answer',
    parse: (entry) => {
      const parsed = surveyAnswerItemSchema.safeParse(entry);
      return parsed.success
        ? { success: true, data: parsed.data }
        : { success: false, issues: parsed.error.issues };
    },
    ...(report === undefined
      ? {}
      : {
          stuckAfter: {
            failures: SURVEY_ANSWER_REPORT_AFTER,
            onStuck: (item, reason, attempts) => {
              if (reported.has(item.eventId)) return;
              // Reported once per page load when a report gets through; a failed report waits for the next turn.
              report(item, reason, attempts).then(
                () => reported.add(item.eventId),
                (error: unknown) =>
                  options.logger.info(`Survey answer ${item.eventId} not reported yet`, error),
              );
            },
          },
        }),
  });
}
