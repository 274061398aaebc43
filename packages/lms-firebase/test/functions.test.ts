// The deployed functions are drawn from the contract and the job list: every operation is a callable of its name in
// us-central1 with the spec's 70 s, every job a scheduled function, the pages and webhooks Hosting rewrites to, and
// nothing else.
import { describe, expect, it } from 'vitest';
import { operations } from '@lms/core';
import { jobs } from '@lms/domain';
import { functions } from '../src/functions';
import { jobFunctionName, scheduleOf } from '../src/scheduled-jobs';

interface Endpoint {
  region?: string[];
  timeoutSeconds?: number;
  callableTrigger?: object;
  httpsTrigger?: object;
  blockingTrigger?: object;
  scheduleTrigger?: { schedule?: string; retryConfig?: { retryCount?: number } };
}
const endpointOf = (name: string) =>
  (functions as Record<string, { __endpoint: Endpoint }>)[name]!.__endpoint;

describe('the deployed functions', () => {
  it('are every operation, every job, the functions Hosting rewrites to and the blocking functions, by name', () => {
    expect(Object.keys(functions).sort()).toEqual(
      [
        ...Object.keys(operations),
        ...jobs.map(jobFunctionName),
        'actionPlanPage',
        'surveyWebhook',
        'checkUploadedFile',
        'stripeWebhook',
        'sandboxPage',
        'openBadges',
        'supportAttachmentUpload',
        'beforeUserCreated',
        'beforeUserSignedIn',
      ].sort(),
    );
  });

  it("block Firebase Auth's account creation and sign-in in us-central1", () => {
    for (const name of ['beforeUserCreated', 'beforeUserSignedIn']) {
      expect(endpointOf(name), name).toMatchObject({ region: ['us-central1'], blockingTrigger: {} });
    }
  });

  it('serve the pages and webhooks over HTTPS in us-central1, where Hosting rewrites to them', () => {
    for (const name of [
      'actionPlanPage',
      'surveyWebhook',
      'stripeWebhook',
      'sandboxPage',
      'openBadges',
      'supportAttachmentUpload',
    ]) {
      expect(endpointOf(name), name).toMatchObject({ region: ['us-central1'], httpsTrigger: {} });
    }
  });

  it('check each upload to Cloud Storage when it finalises, in us-central1', () => {
    expect(endpointOf('checkUploadedFile')).toMatchObject({
      region: ['us-central1'],
      eventTrigger: { eventType: 'google.cloud.storage.object.v1.finalized' },
    });
  });

  it('answer each operation as a callable in us-central1 with a 70 s timeout', () => {
    for (const name of Object.keys(operations)) {
      expect(endpointOf(name), name).toMatchObject({
        region: ['us-central1'],
        timeoutSeconds: 70,
        callableTrigger: {},
      });
    }
  });

  it('run each job on a schedule of its interval, without retries (the next pass is the retry)', () => {
    for (const job of jobs) {
      expect(endpointOf(jobFunctionName(job)).scheduleTrigger, job.name).toMatchObject({
        schedule: scheduleOf(job),
        retryConfig: { retryCount: 0 },
      });
    }
    expect(scheduleOf({ everyMs: 30_000 })).toBe('every 1 minutes');
    expect(scheduleOf({ everyMs: 5 * 60_000 })).toBe('every 5 minutes');
    expect(jobFunctionName({ name: 'payments.cancel-expired-checkouts' })).toBe(
      'job-payments-cancel-expired-checkouts',
    );
  });
});
