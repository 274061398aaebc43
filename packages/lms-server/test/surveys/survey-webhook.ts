// Signing webhook notices as an external tool would (node:crypto, independent of the domain's Web Crypto code),
// and posting them to the server, for the external-survey tests.
import { createHmac } from 'node:crypto';
import { SURVEY_WEBHOOK_SIGNATURE_HEADER, surveyWebhookPath } from '@lms/core';
import type { TestServer } from '../helpers/server';

export { refOf } from '@lms/domain/conformance/fixtures/survey-fixtures';

/** The webhook's answer: the outcome, or the callable error shape. */
export interface NoticeAnswer {
  received?: boolean;
  status?: string;
  error?: { code: string; message: string; details?: { reason?: string } };
}

export function signNotice(secret: string, body: string, seconds = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

export async function postNotice(
  server: TestServer,
  surveyId: string,
  body: string,
  signature: string | null,
): Promise<{ status: number; json: NoticeAnswer }> {
  const response = await server.app.inject({
    method: 'POST',
    url: surveyWebhookPath(surveyId),
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SURVEY_WEBHOOK_SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  });
  return { status: response.statusCode, json: response.json() };
}
