// POST /api/embed/launch-tokens, the server's endpoint outside the callable protocol: an embedding site's back end
// asks with its API key for a student's launch token. What the token is good for runs on every host in lms-domain's
// conformance suite (rules/embedding/launch-tokens.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases';
import { startEmbedServer, type EmbedHarness } from './embed-harness';

describe.each(testDatabases())('the launch-token endpoint ($dialect)', ({ dialect }) => {
  let h: EmbedHarness;
  beforeAll(async () => {
    h = await startEmbedServer(dialect);
  });
  afterAll(() => h?.close());

  it('issues a token only for a valid key, and records the key’s last use', async () => {
    expect((await h.requestLaunchToken(null, { email: h.student.email, stepId: h.stepId })).status).toBe(401);
    const wrong = await h.requestLaunchToken(`lmsk_${'x'.repeat(43)}`, {
      email: h.student.email,
      stepId: h.stepId,
    });
    expect(wrong).toMatchObject({ status: 401, json: { error: { code: 'functions/unauthenticated' } } });
    const answer = await h.requestLaunchToken(h.apiKey, { email: 'Student@Example.com', stepId: h.stepId });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      launchToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      stepId: h.stepId,
    });
    const { items } = await h.call(h.admin.idToken, 'adminListEmbedApiKeys', {});
    expect(items[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses unknown students and steps, administrators, students not enrolled and bad bodies', async () => {
    const cases: [unknown, number, string?][] = [
      [{ email: 'nobody@example.com', stepId: h.stepId }, 404],
      [{ email: h.student.email, stepId: 'no-such-step' }, 404],
      [{ email: h.admin.email, stepId: h.stepId }, 403, 'admin-account'],
      [{ email: h.other.email, stepId: h.stepId }, 403, 'not-enrolled'],
      [{ email: 'not an e-mail', stepId: h.stepId }, 400],
      [{ email: h.student.email, stepId: h.stepId, extra: 1 }, 400],
    ];
    for (const [body, status, reason] of cases) {
      const answer = await h.requestLaunchToken(h.apiKey, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (reason !== undefined) expect(answer.json).toMatchObject({ error: { details: { reason } } });
    }
  });
});
