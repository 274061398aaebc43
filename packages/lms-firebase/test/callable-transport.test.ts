// What Cloud Functions' own transport answers before the domain sees a request (the envelope is read by onCall, not
// by the domain's protocol): a client's malformed request is a 4xx, never a 500, on the Functions emulator. The
// domain's answers to the same mistakes are the conformance suite's (lms-domain protocol.ts), on the other hosts.
import { describe, expect, inject, it } from 'vitest';

const post = (name: string, body: string, contentType = 'application/json') =>
  fetch(`${inject('functionsBaseUrl')}/${name}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe("the callable transport's answers to malformed requests", () => {
  it('answers a body without "data" with 400 INVALID_ARGUMENT', async () => {
    const response = await post('listCourses', JSON.stringify({ search: 'x' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('answers malformed JSON, a wrong media type and a plain-text body with 400', async () => {
    for (const [body, type] of [
      ['{"data": {', 'application/json'],
      ['<data/>', 'application/xml'],
      ['data', 'text/plain'],
    ] as const) {
      const response = await post('listCourses', body, type);
      expect(response.status, `${type}: ${body}`).toBe(400);
    }
  });

  it('answers a callable that does not exist with 404', async () => {
    expect((await post('dropAllTables', JSON.stringify({ data: {} }))).status).toBe(404);
  });
});
