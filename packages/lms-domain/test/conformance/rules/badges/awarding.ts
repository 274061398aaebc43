// Awarding badges on every host: every rule on the event that satisfies it (and not before), exactly once under
// concurrent events and concurrent admins, never at the cost of the write that triggered it, and revocation.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { awardEarnedBadges } from '@lms/domain/internal/badges/awards';
import { badgeHandlers } from '@lms/domain/internal/badges/handlers';
import { buildCourse, caller } from '../../fixtures/learning-fixtures';
import { courseWithTemplate, enrolledLearner, viewLesson } from '../../fixtures/certificate-fixtures';
import { awardRows, badgeWith, finishStep, insertPlanStep, submitQuiz } from '../../fixtures/badge-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeBadgeAwarding = (openHost: OpenConformanceHost) =>
  describe('awarding badges', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());

    const textCourse = (slug: string, extra: Record<string, unknown> = {}) =>
      buildCourse(host.ctx.db, { slug, lessons: ['text'], course: { title: `Course ${slug}`, ...extra } });

    it('awards a course badge once for 20 concurrent completion events', async () => {
      const course = await textCourse('badge-race');
      const badge = await badgeWith(host.ctx, { kind: 'course-completed', courseId: course.courseId });
      await enrolledLearner(host.ctx, 'badge-racer', course.courseId, 'Ada Racer');
      const lessonId = course.lessonIds[0] as string;
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          viewLesson(host.ctx, 'badge-racer', course.courseId, lessonId, i),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const rows = await awardRows(host.ctx, 'badge-racer');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ badge_id: badge.id, origin: 'rule', learner_name: 'Ada Racer' });
    });

    it('keeps one award when 20 awarders race past the event (the unique key decides)', async () => {
      const course = await textCourse('badge-direct');
      await badgeWith(host.ctx, { kind: 'course-completed', courseId: course.courseId });
      await enrolledLearner(host.ctx, 'badge-direct', course.courseId);
      await host.ctx.db
        .updateTable('enrollments')
        .set({ completed: 1 })
        .where('user_id', '=', 'badge-direct')
        .execute();
      const created = await Promise.all(
        Array.from({ length: 20 }, () => awardEarnedBadges(host.ctx, 'badge-direct', ['course-completed'])),
      );
      expect(created.flat()).toHaveLength(1);
      expect(await awardRows(host.ctx, 'badge-direct')).toHaveLength(1);
    });

    it('awards N courses of a category only at the Nth completion', async () => {
      const courses = await Promise.all(
        ['cat-a', 'cat-b', 'cat-c'].map((slug) => textCourse(slug, { category: 'Leadership' })),
      );
      const badge = await badgeWith(host.ctx, { kind: 'category-courses', category: 'Leadership', count: 2 });
      await enrolledLearner(host.ctx, 'leader', courses[0]!.courseId);
      for (const course of courses.slice(1))
        await enrollUser(host.ctx, { userId: 'leader', courseId: course.courseId, source: 'free' });
      const [first, second] = courses;
      await viewLesson(host.ctx, 'leader', first!.courseId, first!.lessonIds[0] as string);
      expect(await awardRows(host.ctx, 'leader')).toHaveLength(0);
      await viewLesson(host.ctx, 'leader', second!.courseId, second!.lessonIds[0] as string);
      expect((await awardRows(host.ctx, 'leader')).map((row) => row.badge_id)).toEqual([badge.id]);
    });

    it('awards a quiz badge only for a passed attempt at or above the score', async () => {
      const course = await buildCourse(host.ctx.db, { slug: 'badge-quiz', lessons: ['quiz', 'text'] });
      const quizId = course.lessonIds[0] as string;
      const badge = await badgeWith(host.ctx, {
        kind: 'quiz-score',
        courseId: course.courseId,
        lessonId: quizId,
        minScore: 100,
      });
      await enrolledLearner(host.ctx, 'quizzer', course.courseId);
      await submitQuiz(host.ctx, 'quizzer', course.courseId, quizId, false);
      expect(await awardRows(host.ctx, 'quizzer')).toHaveLength(0);
      await submitQuiz(host.ctx, 'quizzer', course.courseId, quizId, true);
      expect((await awardRows(host.ctx, 'quizzer')).map((row) => row.badge_id)).toEqual([badge.id]);
    });

    it("awards an action-plan badge when the plan's last step is done", async () => {
      const course = await textCourse('badge-plan');
      const steps = [
        await insertPlanStep(host.ctx, course.courseId, 0),
        await insertPlanStep(host.ctx, course.courseId, 1),
      ];
      const badge = await badgeWith(host.ctx, { kind: 'action-plan-finished', courseId: course.courseId });
      await enrolledLearner(host.ctx, 'planner', course.courseId);
      await finishStep(host.ctx, 'planner', steps[0] as string);
      expect(await awardRows(host.ctx, 'planner')).toHaveLength(0);
      await finishStep(host.ctx, 'planner', steps[1] as string);
      expect((await awardRows(host.ctx, 'planner')).map((row) => row.badge_id)).toEqual([badge.id]);
    });

    it('awards a certificate badge when the certificate is issued', async () => {
      const { course } = await courseWithTemplate(host.ctx, 'badge-certificate');
      const badge = await badgeWith(host.ctx, { kind: 'certificate-earned', courseId: course.courseId });
      await enrolledLearner(host.ctx, 'certified', course.courseId);
      expect(await awardRows(host.ctx, 'certified')).toHaveLength(0);
      await viewLesson(host.ctx, 'certified', course.courseId, course.lessonIds[0] as string);
      expect((await awardRows(host.ctx, 'certified')).map((row) => row.badge_id)).toEqual([badge.id]);
    });

    it('never awards a manual badge by itself; 20 concurrent admin awards make one', async () => {
      const course = await textCourse('badge-manual');
      const badge = await badgeWith(host.ctx, { kind: 'manual' });
      await enrolledLearner(host.ctx, 'handpicked', course.courseId);
      await viewLesson(host.ctx, 'handpicked', course.courseId, course.lessonIds[0] as string);
      expect(await awardRows(host.ctx, 'handpicked')).toHaveLength(0);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          badgeHandlers.awardBadge({
            ctx: host.ctx,
            caller: caller('admin', true),
            input: { badgeId: badge.id, learner: 'handpicked@example.com' },
          }),
        ),
      );
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.award.id)).size).toBe(1);
      expect(answers[0]?.award.origin).toBe('admin');
    });

    it('keeps the progress write when awarding fails, and awards on the next list', async () => {
      const course = await textCourse('badge-failing');
      await badgeWith(host.ctx, { kind: 'course-completed', courseId: course.courseId });
      await enrolledLearner(host.ctx, 'unlucky', course.courseId);
      await sql`alter table badge_awards rename to badge_awards_away`.execute(host.ctx.db);
      try {
        const result = await viewLesson(host.ctx, 'unlucky', course.courseId, course.lessonIds[0] as string);
        expect(result.progress).toMatchObject({ percent: 100, completed: true });
      } finally {
        await sql`alter table badge_awards_away rename to badge_awards`.execute(host.ctx.db);
      }
      expect(await awardRows(host.ctx, 'unlucky')).toHaveLength(0);
      const { items } = await badgeHandlers.listMyBadges({
        ctx: host.ctx,
        caller: caller('unlucky'),
        input: {},
      });
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ status: 'valid', origin: 'rule' });
    });

    it('revokes an award: it stays on record, the public page says revoked, a second revoke is refused', async () => {
      const badge = await badgeWith(host.ctx, { kind: 'manual' }, 'Revocable');
      await enrolledLearner(host.ctx, 'revoked-one', (await textCourse('badge-revoke')).courseId);
      const admin = caller('admin', true);
      const { award } = await badgeHandlers.awardBadge({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId: badge.id, learner: 'revoked-one' },
      });
      const revoked = await badgeHandlers.revokeBadgeAward({
        ctx: host.ctx,
        caller: admin,
        input: { awardId: award.id, reason: 'Awarded by mistake' },
      });
      expect(revoked).toMatchObject({ status: 'revoked', revokedReason: 'Awarded by mistake' });
      const code = new URL(award.publicUrl).pathname.split('/').pop() as string;
      const page = await badgeHandlers.viewPublicBadge({ ctx: host.ctx, caller: null, input: { code } });
      expect(page).toMatchObject({ status: 'revoked', badgeName: 'Revocable' });
      expect(page.revokedAt).not.toBeNull();
      await expect(
        badgeHandlers.revokeBadgeAward({
          ctx: host.ctx,
          caller: admin,
          input: { awardId: award.id, reason: 'x' },
        }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      const holders = await badgeHandlers.adminListBadgeHolders({
        ctx: host.ctx,
        caller: admin,
        input: { badgeId: badge.id, status: 'revoked', page: 1, pageSize: 20 },
      });
      expect(holders.total).toBe(1);
    });
  });
