// The contact form's attachments on Firebase (src/hosting/attachment-upload.ts): sent to the function, which the
// domain's file service answers as the server's upload route does: the open form's token is the permission, the
// bytes decide the type, and the file lands in the host's store. The rules themselves: lms-server's
// test/support/support-attachments.test.ts.
import { describe, expect, it } from 'vitest';
import { callOperationAs, findFileRow, handlers } from '@lms/domain';
import type { Request } from 'firebase-functions/v2/https';
import { attachmentUploadHandler } from '../../src/hosting/attachment-upload';
import { recordingResponse } from '../support/recording-response';
import { memoryDomainPerTest } from '../support/memory-domain-per-test';

const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(300).fill(3),
]);
const PAGE = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

const domain = memoryDomainPerTest();

/** The contact form opened by a signed-out visitor: its token is the folder they may upload into. */
async function openForm(): Promise<{ formToken: string }> {
  return callOperationAs(domain.ctx, handlers, null, 'openSupportForm', {});
}

interface Answer {
  path?: string;
  size?: number;
  error?: { code: string; message: string };
}

async function upload(method: string, path: string, body: Uint8Array, contentType: string) {
  const { answer, response } = recordingResponse<Answer>();
  const request = {
    method,
    path,
    rawBody: Buffer.from(body),
    header: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : undefined),
  };
  await attachmentUploadHandler(async () => domain.ctx)(request as unknown as Request, response);
  return answer;
}

describe('the support attachment upload function', () => {
  it("stores a screenshot under the open form's token, as Hosting passes the site's path", async () => {
    const { formToken } = await openForm();
    const path = `support_attachments/${formToken}/screen.png`;
    const answer = await upload('POST', `/api/files/${path}`, PNG, 'image/png');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ path, contentType: 'image/png', size: PNG.length });
    expect(await domain.ctx.fileBytes.read(path)).toEqual(PNG);
    expect(await findFileRow(domain.ctx, path)).toMatchObject({ size: PNG.length });
  });

  it('refuses a token no form was opened with, and a page sent as a picture', async () => {
    const unknown = await upload(
      'PUT',
      '/api/files/support_attachments/no-such-form/a.png',
      PNG,
      'image/png',
    );
    expect(unknown.status).toBe(403);
    expect(unknown.body?.error?.code).toBe('storage/unauthorized');

    const { formToken } = await openForm();
    const page = await upload('PUT', `/api/files/support_attachments/${formToken}/a.png`, PAGE, 'image/png');
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    expect(page.body?.error?.code).toMatch(/^storage\//);
    expect(await domain.ctx.fileBytes.stat(`support_attachments/${formToken}/a.png`)).toBeNull();
  });

  it('answers only uploads', async () => {
    const answer = await upload('GET', '/api/files/support_attachments/x/a.png', PNG, 'image/png');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('PUT, POST');
  });
});
