// The survey webhook function Hosting rewrites `/api/surveys/webhook/{surveyId}` to: the domain's receiveSurveyWebhook
// on the raw body and the signature header, its refusals as the callable error shape with their 4xx status, as the
// server's route answers (the notices' rules themselves: lms-server's test/surveys/external-surveys.test.ts).
import { describe, expect, it } from 'vitest';
import { SURVEY_WEBHOOK_SIGNATURE_HEADER, surveyWebhookPath } from '@lms/core';
import type { Request } from 'firebase-functions/v2/https';
import { surveyWebhookHandler } from '../../src/hosting/survey-webhook';
import { recordingResponse } from '../support/recording-response';
import { memoryDomainPerTest } from '../support/memory-domain-per-test';

const domain = memoryDomainPerTest();

interface Answer {
  received?: boolean;
  error?: { code: string; message: string; details?: unknown };
}

async function post(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const { answer, response } = recordingResponse<Answer>();
  const request = {
    method,
    path,
    rawBody: Buffer.from(body),
    header: (name: string) => headers[name.toLowerCase()],
  };
  await surveyWebhookHandler(async () => domain.ctx)(request as unknown as Request, response);
  return answer;
}

const NOTICE = JSON.stringify({ id: 'evt_1', ref: 'ref-1', type: 'form.completed' });

describe('the survey webhook function', () => {
  it("answers a notice for a survey the platform does not have with the domain's 404", async () => {
    const answer = await post('POST', surveyWebhookPath('no-such-survey'), NOTICE, {
      [SURVEY_WEBHOOK_SIGNATURE_HEADER]: 't=1,v1=00',
    });
    expect(answer.status).toBe(404);
    expect(answer.body?.error?.code).toBe('functions/not-found');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('takes only POST, and no notice above 64 KB', async () => {
    const get = await post('GET', surveyWebhookPath('s1'), '');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const large = await post('POST', surveyWebhookPath('s1'), 'x'.repeat(64 * 1024 + 1));
    expect(large.status).toBe(413);
    expect(large.body?.error?.details).toMatchObject({ reason: 'body-too-large' });
  });
});
