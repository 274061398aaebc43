import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endEnrollment, enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import { buildCourse, caller, eventId, learners, type BuiltCourse } from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeDashboard = (openHost: OpenConformanceHost) =>
  describe('student dashboard data', () => {
    let host: ConformanceHost;
    let started: BuiltCourse;
    let finished: BuiltCourse;
    let untouched: BuiltCourse;
    let refunded: BuiltCourse;
    let clock = Date.UTC(2025, 3, 1);

    beforeAll(async () => {
      // Server time moves a minute per call, so "most recently active" has a clear order.
      host = await openHost({ now: () => (clock += 60_000) });
      await learners(host.ctx.db, 'ann', 'bob');
      started = await buildCourse(host.ctx.db, {
        slug: 'started',
        lessons: ['text', 'text', 'text', 'text'],
      });
      finished = await buildCourse(host.ctx.db, { slug: 'finished', lessons: ['text'] });
      untouched = await buildCourse(host.ctx.db, { slug: 'untouched', lessons: ['text', 'text'] });
      refunded = await buildCourse(host.ctx.db, { slug: 'refunded', lessons: ['text'] });
      for (const course of [untouched, finished, started, refunded]) {
        await enrollUser(host.ctx, { userId: 'ann', courseId: course.courseId, source: 'free' });
      }
      await enrollUser(host.ctx, { userId: 'bob', courseId: started.courseId, source: 'free' });
      await endEnrollment(host.ctx, { userId: 'ann', courseId: refunded.courseId, reason: 'refund' });

      const view = (course: BuiltCourse, index: number, uid = 'ann') =>
        learningHandlers.recordLessonProgress({
          ctx: host.ctx,
          caller: caller(uid),
          input: {
            courseId: course.courseId,
            lessonId: course.lessonIds[index] as string,
            event: 'viewed',
            eventId: eventId(),
            // The learner's clock agrees with the host's here; activity is dated by the learner's clock.
            clientTimestamp: new Date(clock).toISOString(),
          },
        });
      await view(finished, 0);
      await view(started, 0);
      await view(started, 1);
      await view(started, 0, 'bob');
    });
    afterAll(() => host?.close());

    const list = (filter: 'all' | 'in-progress' | 'completed', page = 1, pageSize = 20) =>
      learningHandlers.listMyLearning({
        ctx: host.ctx,
        caller: caller('ann'),
        input: { filter, page, pageSize },
      });

    it('lists active enrolments, most recently active first, with progress and the lesson to continue', async () => {
      const all = await list('all');
      expect(all.total).toBe(3);
      expect(all.items.map((item) => item.course.slug)).toEqual(['started', 'finished', 'untouched']);
      expect(all.items[0]).toMatchObject({
        percent: 50,
        completed: false,
        completedLessons: 2,
        totalLessons: 4,
        lastLesson: { id: started.lessonIds[1], kind: 'text' },
        course: { id: started.courseId, lessonCount: 4 },
      });
      expect(all.items[2]).toMatchObject({ percent: 0, lastLesson: null, lastActivityAt: null });
    });

    it('filters in-progress (not completed, including not started) and completed courses', async () => {
      expect((await list('in-progress')).items.map((item) => item.course.slug)).toEqual([
        'started',
        'untouched',
      ]);
      const completed = await list('completed');
      expect(completed.items.map((item) => [item.course.slug, item.percent, item.completed])).toEqual([
        ['finished', 100, true],
      ]);
    });

    it('paginates', async () => {
      const second = await list('all', 2, 2);
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((item) => item.course.slug)).toEqual(['untouched']);
    });

    it('shows recent activity of the caller only, newest first, limited', async () => {
      const activity = await learningHandlers.listMyRecentActivity({
        ctx: host.ctx,
        caller: caller('ann'),
        input: { limit: 4 },
      });
      expect(activity.items.map((item) => [item.kind, item.course.slug, item.lesson?.id ?? null])).toEqual([
        ['lesson-completed', 'started', started.lessonIds[1]],
        ['lesson-completed', 'started', started.lessonIds[0]],
        ['course-completed', 'finished', null],
        ['lesson-completed', 'finished', finished.lessonIds[0]],
      ]);
      const bob = await learningHandlers.listMyRecentActivity({
        ctx: host.ctx,
        caller: caller('bob'),
        input: { limit: 50 },
      });
      expect(bob.items.every((item) => item.course.slug === 'started')).toBe(true);
    });
  });
