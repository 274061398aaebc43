// getLaunchParameters: cmi5-style parameters of a step for an enrolled student, with an account agent that names
// nobody, a registration per enrolment, a stable activity id, and a fetch URL that works exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_TOKEN_TTL_SECONDS } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { insertCourse } from '../../fixtures/catalogue';
import { startEmbedHost, type EmbedHarness } from '../../fixtures/embed-harness';
import type { OpenConformanceHost } from '../../host';

export const describeLaunchParameters = (openHost: OpenConformanceHost) =>
  describe('launch parameters', () => {
    let h: EmbedHarness;
    beforeAll(async () => {
      h = await startEmbedHost(openHost);
    });
    afterAll(() => h?.close());

    it('gives the enrolled student cmi5 parameters without personal data', async () => {
      const params = await h.call(h.student.idToken, 'getLaunchParameters', { stepId: h.stepId });
      const base = h.host.ctx.config.publicUrl.replace(/\/$/, '');
      expect(params).toMatchObject({
        endpoint: `${base}/api/`,
        fetch: expect.stringMatching(new RegExp(`^${base}/api/embed/fetch\\?code=[A-Za-z0-9_-]{43}$`)),
        actor: { objectType: 'Agent', account: { homePage: base, name: h.student.uid } },
        activityId: `${base}/action-plan/${h.stepId}`,
      });
      expect(JSON.stringify(params)).not.toContain('student@example.com');
      const again = await h.call(h.student.idToken, 'getLaunchParameters', { stepId: h.stepId });
      expect(again.registration).toBe(params.registration);
      expect(again.activityId).toBe(params.activityId);
      expect(again.fetch).not.toBe(params.fetch);
    });

    it('has one registration per enrolment, the same for every step of the course', async () => {
      const plan = await h.call(h.admin.idToken, 'createActionPlanStep', {
        courseId: h.courseId,
        title: 'Two',
      });
      const second = plan.steps[1]?.id ?? '';
      const a = await h.call(h.student.idToken, 'getLaunchParameters', { stepId: h.stepId });
      const b = await h.call(h.student.idToken, 'getLaunchParameters', { stepId: second });
      expect(b.registration).toBe(a.registration);
      expect(b.activityId).not.toBe(a.activityId);
      await enrollUser(h.host.ctx, { userId: h.other.uid, courseId: h.courseId, source: 'free' });
      const other = await h.call(h.other.idToken, 'getLaunchParameters', { stepId: h.stepId });
      expect(other.registration).not.toBe(a.registration);
    });

    it('answers the fetch URL once with a working token, then with cmi5 errors', async () => {
      const params = await h.call(h.student.idToken, 'getLaunchParameters', { stepId: h.stepId });
      // The server's POST /api/embed/fetch answers these with 200, the cmi5 errors with 400.
      const first = await h.redeemFetch(params.fetch);
      expect(first).toHaveProperty('auth-token');
      const token = (first as { 'auth-token': string })['auth-token'];
      const view = await h.call(token, 'getActionPlanStep', { stepId: h.stepId });
      expect(view.step.id).toBe(h.stepId);
      expect(await h.fail(token, 'listMyLearning', {})).toMatchObject({
        details: { reason: 'embedded-session' },
      });
      expect(await h.redeemFetch(params.fetch)).toMatchObject({ 'error-code': '1' });

      const late = await h.call(h.student.idToken, 'getLaunchParameters', { stepId: h.stepId });
      h.advance(LAUNCH_TOKEN_TTL_SECONDS * 1000 + 1);
      expect(await h.redeemFetch(late.fetch)).toMatchObject({ 'error-code': '2' });
      const base = h.host.ctx.config.publicUrl;
      expect(await h.redeemFetch(`${base}/api/embed/fetch?code=nonsense`)).toMatchObject({
        'error-code': '3',
      });
    });

    it('refuses students who are not enrolled and administrators without an enrolment', async () => {
      const courseId = await insertCourse(h.host.ctx.db, { slug: 'not-mine' });
      const plan = await h.call(h.admin.idToken, 'createActionPlanStep', { courseId, title: 'Elsewhere' });
      const stepId = plan.steps[0]?.id ?? '';
      expect(await h.fail(h.student.idToken, 'getLaunchParameters', { stepId })).toMatchObject({
        status: 403,
      });
      expect(await h.fail(h.admin.idToken, 'getLaunchParameters', { stepId })).toMatchObject({
        status: 403,
        details: { reason: 'not-enrolled' },
      });
      expect(await h.fail(h.student.idToken, 'getLaunchParameters', { stepId: 'missing' })).toMatchObject({
        status: 404,
      });
    });
  });
