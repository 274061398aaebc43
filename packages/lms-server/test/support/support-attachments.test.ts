// Attachments of a support request: uploaded through the server's file route without a sign-in, the contact form's
// token being the permission; pictures and PDF only, at most three per form, none once the form was sent. (The page
// host has no upload route, so this stays with the server; the rest of support is lms-domain's conformance suite.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import { testDatabases } from '../helpers/databases';
import { createTestServer, type TestServer } from '../helpers/server';
import { asConformanceHost } from '../helpers/server-host';
import { imageBytes, TINY_PNG } from '../files/image-bytes';
import { openSupportHarness, type SupportHarness } from '@lms/domain/conformance/fixtures/support-harness';

const PDF = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1');

describe.each(testDatabases())('support attachments ($dialect)', ({ dialect }) => {
  let h: SupportHarness;
  let server: TestServer;
  beforeAll(async () => {
    // The conformance suite's support harness on this server; uploads and downloads go to the server directly.
    h = await openSupportHarness(async (options) => {
      server = await createTestServer({ dialect, ...options });
      return asConformanceHost(server);
    });
  });
  afterAll(() => h?.close());

  const put = (path: string, body: Buffer, contentType: string) =>
    server.app.inject({
      method: 'PUT',
      url: `${API_PATHS.files}/${path}`,
      headers: { 'content-type': contentType },
      payload: body,
    });

  it('stores a signed-out visitor’s screenshot and PDF under the form and shows them to support', async () => {
    const formToken = await h.openForm();
    const shot = `support_attachments/${formToken}/1-screenshot.png`;
    const receipt = `support_attachments/${formToken}/2-receipt.pdf`;
    expect((await put(shot, TINY_PNG, 'image/png')).statusCode).toBe(200);
    expect((await put(receipt, PDF, 'application/pdf')).statusCode).toBe(200);
    const created = await h.call('createSupportRequest', {
      formToken,
      name: 'Ana',
      email: 'ana@example.com',
      category: 'technical',
      subject: 'Error on checkout',
      message: 'See the screenshot.',
      attachments: [
        { path: shot, fileName: 'Screenshot 2026-11-26.png' },
        { path: receipt, fileName: 'receipt.pdf' },
      ],
    });
    expect(created.status).toBe(200);
    const detail = await h.call(
      'adminGetSupportRequest',
      { requestId: created.body.result.id },
      h.admin.token,
    );
    const [first] = detail.body.result.messages;
    expect(
      first.attachments.map((a: { fileName: string; contentType: string }) => [a.fileName, a.contentType]),
    ).toEqual([
      ['Screenshot 2026-11-26.png', 'image/png'],
      ['receipt.pdf', 'application/pdf'],
    ]);
    const download = await server.app.inject({
      method: 'GET',
      url: new URL(first.attachments[0].url).pathname + new URL(first.attachments[0].url).search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TINY_PNG)).toBe(true);

    // Once sent, the form takes no more files.
    const late = await put(`support_attachments/${formToken}/3-late.png`, TINY_PNG, 'image/png');
    expect(late.statusCode).toBe(403);
  });

  it('refuses other kinds of file, a seventh file (six allow replacing three), unknown forms and files not uploaded with the form', async () => {
    const formToken = await h.openForm();
    const text = await put(`support_attachments/${formToken}/notes.txt`, Buffer.from('hello'), 'text/plain');
    expect(text.json().error.code).toBe('storage/invalid-format');
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect(
        (await put(`support_attachments/${formToken}/${n}.png`, imageBytes('image/png', 100), 'image/png'))
          .statusCode,
      ).toBe(200);
    }
    const seventh = await put(
      `support_attachments/${formToken}/7.png`,
      imageBytes('image/png', 100),
      'image/png',
    );
    expect(seventh.statusCode).toBe(413);
    expect(seventh.json().error.code).toBe('storage/quota-exceeded');
    const stranger = await put(`support_attachments/${'z'.repeat(43)}/a.png`, TINY_PNG, 'image/png');
    expect(stranger.statusCode).toBe(403);

    const other = await h.openForm();
    const created = await h.call('createSupportRequest', {
      formToken: other,
      name: 'Ana',
      email: 'ana@example.com',
      category: 'other',
      subject: 'Borrowed file',
      message: 'x',
      attachments: [{ path: `support_attachments/${formToken}/1.png`, fileName: '1.png' }],
    });
    expect(created.body.error?.details.reason).toBe('attachment-missing');
  });

  it('still needs a sign-in for every other storage area', async () => {
    const response = await put('profile_pictures/someone/me.png', TINY_PNG, 'image/png');
    expect(response.statusCode).toBe(401);
  });
});
