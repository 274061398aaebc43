import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import {
  at,
  buildCourse,
  caller,
  eventId,
  learners,
  type BuiltCourse,
} from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeLocking = (openHost: OpenConformanceHost) =>
  describe('lesson locking and course content', () => {
    let host: ConformanceHost;
    let locked: BuiltCourse;
    let open: BuiltCourse;
    // locked course: text | text (module 1), quiz | text (module 2)
    const lesson = (index: number) => locked.lessonIds[index] as string;

    beforeAll(async () => {
      host = await openHost({});
      await learners(host.ctx.db, 'ann', 'admin-ada', 'stranger');
      locked = await buildCourse(host.ctx.db, {
        slug: 'in-order',
        lessons: ['text', 'text', 'quiz', 'text'],
        course: { lock_lessons_in_order: 1 },
      });
      open = await buildCourse(host.ctx.db, { slug: 'any-order', lessons: ['text', 'text', 'text'] });
      await enrollUser(host.ctx, { userId: 'ann', courseId: locked.courseId, source: 'free' });
      await enrollUser(host.ctx, { userId: 'ann', courseId: open.courseId, source: 'free' });
    });
    afterAll(() => host?.close());

    const ann = caller('ann');
    const content = (who = ann, courseId = locked.courseId) =>
      learningHandlers.getCourseContent({ ctx: host.ctx, caller: who, input: { courseId } });
    const states = async (who = ann, courseId = locked.courseId) =>
      (await content(who, courseId)).modules.flatMap((module) =>
        module.lessons.map((lesson) => lesson.state),
      );
    const view = (lessonId: string, who = ann, courseId = locked.courseId) =>
      learningHandlers.recordLessonProgress({
        ctx: host.ctx,
        caller: who,
        input: { courseId, lessonId, event: 'viewed', eventId: eventId(), clientTimestamp: at(1) },
      });

    it('lists modules and lessons in course order (positions, not insertion order)', async () => {
      const outline = await content();
      expect(outline.modules.map((module) => module.title)).toEqual(['First module', 'Second module']);
      expect(outline.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id))).toEqual(
        locked.lessonIds,
      );
      expect(outline.course).toMatchObject({
        id: locked.courseId,
        lockLessonsInOrder: true,
        status: 'published',
      });
      expect(outline.progress).toMatchObject({ enrolled: true, percent: 0, resumeLessonId: lesson(0) });
    });

    it('with lock_lessons_in_order, opens only the first lesson not completed', async () => {
      expect(await states()).toEqual(['available', 'locked', 'locked', 'locked']);
    });

    it('refuses a locked lesson to a student with permission-denied: reading it, recording progress, or a quiz attempt', async () => {
      await expect(
        learningHandlers.getLesson({
          ctx: host.ctx,
          caller: ann,
          input: { courseId: locked.courseId, lessonId: lesson(1) },
        }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied', details: { reason: 'lesson-locked' } });
      await expect(view(lesson(1))).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(
        learningHandlers.submitQuizAttempt({
          ctx: host.ctx,
          caller: ann,
          input: { courseId: locked.courseId, lessonId: lesson(2), answers: [] },
        }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      expect(await host.ctx.db.selectFrom('quiz_attempts').select('id').execute()).toEqual([]);
    });

    it('opens the next lesson once the earlier ones are completed, across modules', async () => {
      await view(lesson(0));
      expect(await states()).toEqual(['completed', 'available', 'locked', 'locked']);
      await view(lesson(1));
      expect(await states()).toEqual(['completed', 'completed', 'available', 'locked']);
      // Viewing a quiz does not complete it, so the last lesson stays locked until it is passed.
      await view(lesson(2));
      expect(await states()).toEqual(['completed', 'completed', 'available', 'locked']);
    });

    it('without locking, every lesson is open in any order', async () => {
      expect(await states(ann, open.courseId)).toEqual(['available', 'available', 'available']);
      await view(open.lessonIds[2] as string, ann, open.courseId);
      expect(await states(ann, open.courseId)).toEqual(['available', 'available', 'completed']);
    });

    it('lets an admin preview any lesson, even locked and without an enrolment', async () => {
      const admin = caller('admin-ada', true);
      const preview = await content(admin);
      expect(preview.progress.enrolled).toBe(false);
      const lessonView = await learningHandlers.getLesson({
        ctx: host.ctx,
        caller: admin,
        input: { courseId: locked.courseId, lessonId: lesson(3) },
      });
      expect(lessonView).toMatchObject({
        lesson: { id: lesson(3) },
        previousLessonId: lesson(2),
        nextLessonId: null,
      });
      const recorded = await view(lesson(3), admin);
      expect(recorded.progress.completedLessons).toBe(1);
      const rows = await host.ctx.db
        .selectFrom('enrollments')
        .select('id')
        .where('user_id', '=', 'admin-ada')
        .execute();
      expect(rows).toEqual([]);
    });

    it('gives content only to enrolled students: others get permission-denied', async () => {
      const stranger = caller('stranger');
      await expect(content(stranger)).rejects.toMatchObject({
        code: 'functions/permission-denied',
        details: { reason: 'not-enrolled' },
      });
      await expect(
        learningHandlers.getMyProgress({
          ctx: host.ctx,
          caller: stranger,
          input: { courseId: locked.courseId },
        }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(view(lesson(0), stranger)).rejects.toMatchObject({ code: 'functions/permission-denied' });
    });

    it('hides drafts from enrolled students, but keeps archived courses open to those already enrolled', async () => {
      const draft = await buildCourse(host.ctx.db, { slug: 'back-to-draft', lessons: ['text'] });
      const archived = await buildCourse(host.ctx.db, { slug: 'archived', lessons: ['text'] });
      await enrollUser(host.ctx, { userId: 'ann', courseId: draft.courseId, source: 'free' });
      await enrollUser(host.ctx, { userId: 'ann', courseId: archived.courseId, source: 'free' });
      await host.ctx.db
        .updateTable('courses')
        .set({ status: 'draft' })
        .where('id', '=', draft.courseId)
        .execute();
      await host.ctx.db
        .updateTable('courses')
        .set({ status: 'archived' })
        .where('id', '=', archived.courseId)
        .execute();

      await expect(content(ann, draft.courseId)).rejects.toMatchObject({ code: 'functions/not-found' });
      expect((await content(ann, archived.courseId)).course.status).toBe('archived');
      await expect(content(caller('stranger'), archived.courseId)).rejects.toMatchObject({
        code: 'functions/not-found',
      });
    });
  });
