// "Sign in to continue" in a framed step: the student signs in in a first-party popup, which asks for a new
// embedded session (createFrameSession) and posts it to the frame. It is a session of its own, limited like any
// embedded session (which may not make another), and only for students enrolled in the step's course.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbedHost, type EmbedHarness } from '../../fixtures/embed-harness';
import type { ConformanceTraits, OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

export const describeFrameSessions = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('sessions made by the sign-in popup', () => {
    // Refreshing each session goes through the built-in identity provider's token endpoint.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let h: EmbedHarness;

    beforeAll(async () => {
      h = await startEmbedHost(openHost);
    });
    afterAll(() => h?.close());

    builtIn('gives the frame a new session of the student, limited to the embedded operations', async () => {
      const answer = await h.call(h.student.idToken, 'createFrameSession', { stepId: h.stepId });
      expect(answer).toMatchObject({
        stepId: h.stepId,
        courseId: h.courseId,
        session: { user: { uid: h.student.uid } },
      });
      const { session } = answer;
      expect(session.refreshToken).not.toBe(h.student.refreshToken);
      await h.call(session.idToken, 'updateMyActionPlanStep', { stepId: h.stepId, note: 'framed' });
      expect(await h.fail(session.idToken, 'listMyLearning', {})).toMatchObject({
        status: 403,
        details: { reason: 'embedded-session' },
      });
      // A framed session cannot make sessions for more frames.
      expect(await h.fail(session.idToken, 'createFrameSession', { stepId: h.stepId })).toMatchObject({
        status: 403,
        details: { reason: 'embedded-session' },
      });
      // Both sessions live side by side: refreshing one does not end the other.
      expect(await h.refresh(session.refreshToken)).toBe(200);
      expect(await h.refresh(h.student.refreshToken)).toBe(200);
    });

    it('is only for students enrolled in the step’s course', async () => {
      expect(await h.fail(h.admin.idToken, 'createFrameSession', { stepId: h.stepId })).toMatchObject({
        status: 403,
        details: { reason: 'admin-account' },
      });
      expect(await h.fail(h.other.idToken, 'createFrameSession', { stepId: h.stepId })).toMatchObject({
        status: 403,
        details: { reason: 'not-enrolled' },
      });
      expect(await h.fail(h.student.idToken, 'createFrameSession', { stepId: 'nope' })).toMatchObject({
        status: 404,
      });
      expect(await h.fail(null, 'createFrameSession', { stepId: h.stepId })).toMatchObject({ status: 401 });
    });
  });
