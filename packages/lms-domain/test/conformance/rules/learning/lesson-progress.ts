import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonProgressEvent } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import { EVENT_CLEANUP_INTERVAL_MS, EVENT_MEMORY_MS } from '@lms/domain/internal/learning/progress-events';
import {
  appendLesson,
  at,
  buildCourse,
  caller,
  eventId,
  learners,
  type BuiltCourse,
  type EventDraft,
} from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

export const describeLessonProgress = (openHost: OpenConformanceHost) =>
  describe('lesson progress', () => {
    let host: ConformanceHost;
    let course: BuiltCourse;
    // text, video | file, quiz
    const lesson = (index: number) => course.lessonIds[index] as string;

    beforeAll(async () => {
      host = await openHost({});
      course = await buildCourse(host.ctx.db, { slug: 'kinds', lessons: ['text', 'video', 'file', 'quiz'] });
    });
    afterAll(() => host?.close());

    async function student(uid: string) {
      await learners(host.ctx.db, uid);
      await enrollUser(host.ctx, { userId: uid, courseId: course.courseId, source: 'free' });
      return uid;
    }
    const record = (uid: string, event: EventDraft, id = eventId()) =>
      learningHandlers.recordLessonProgress({
        ctx: host.ctx,
        caller: caller(uid),
        input: { ...event, courseId: course.courseId, eventId: id } as LessonProgressEvent,
      });
    const stored = (uid: string) =>
      host.ctx.db
        .selectFrom('enrollments')
        .selectAll()
        .where('user_id', '=', uid)
        .where('course_id', '=', course.courseId)
        .executeTakeFirstOrThrow();
    const progressOf = (uid: string) =>
      learningHandlers.getMyProgress({
        ctx: host.ctx,
        caller: caller(uid),
        input: { courseId: course.courseId },
      });

    it('completes a text lesson when viewed: progress becomes 1 of 4 lessons', async () => {
      const uid = await student('text-viewer');
      const result = await record(uid, { lessonId: lesson(0), event: 'viewed', clientTimestamp: at(10) });
      expect(result).toMatchObject({
        duplicate: false,
        newlyCompleted: true,
        lesson: { state: 'completed' },
        progress: { percent: 25, completed: false, completedLessons: 1, totalLessons: 4 },
      });
      expect((await stored(uid)).progress).toBe(25);
    });

    it('completes a video at 90 % watched, not at 50 %, and not by viewing it', async () => {
      const uid = await student('video-watcher');
      const video = (percent: number, position: number, seconds: number) =>
        record(uid, {
          lessonId: lesson(1),
          event: 'video-progress',
          positionSeconds: position,
          watchedPercent: percent,
          clientTimestamp: at(seconds),
        });
      await record(uid, { lessonId: lesson(1), event: 'viewed', clientTimestamp: at(1) });
      expect((await video(50, 60, 2)).newlyCompleted).toBe(false);
      const done = await video(90, 108, 3);
      expect(done).toMatchObject({
        newlyCompleted: true,
        lesson: { state: 'completed', watchedPercent: 90 },
      });
      expect(done.progress.percent).toBe(25);
    });

    it('completes a file lesson when the file is opened', async () => {
      const uid = await student('file-opener');
      expect(
        (await record(uid, { lessonId: lesson(2), event: 'viewed', clientTimestamp: at(1) })).newlyCompleted,
      ).toBe(false);
      const opened = await record(uid, { lessonId: lesson(2), event: 'file-opened', clientTimestamp: at(2) });
      expect(opened).toMatchObject({ newlyCompleted: true, lesson: { state: 'completed' } });
    });

    it('refuses an event that does not fit the lesson kind as invalid-argument, changing nothing', async () => {
      const uid = await student('confused-client');
      await expect(
        record(uid, { lessonId: lesson(0), event: 'file-opened', clientTimestamp: at(1) }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      await expect(
        record(uid, {
          lessonId: lesson(2),
          event: 'video-progress',
          positionSeconds: 1,
          watchedPercent: 100,
          clientTimestamp: at(1),
        }),
      ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      await expect(
        record(uid, { lessonId: 'not-a-lesson', event: 'viewed', clientTimestamp: at(1) }),
      ).rejects.toMatchObject({ code: 'functions/not-found' });
      expect((await progressOf(uid)).completedLessons).toBe(0);
    });

    it('applies an event once: resending the same eventId answers duplicate and changes nothing', async () => {
      const uid = await student('resender');
      const id = eventId();
      const event = { lessonId: lesson(0), event: 'viewed' as const, clientTimestamp: at(5) };
      const first = await record(uid, event, id);
      const again = await record(uid, event, id);
      expect(first.duplicate).toBe(false);
      expect(again).toMatchObject({ duplicate: true, newlyCompleted: false, progress: first.progress });
      const events = await host.ctx.db
        .selectFrom('progress_events')
        .selectAll()
        .where('user_id', '=', uid)
        .execute();
      expect(events).toHaveLength(1);
      const activity = await learningHandlers.listMyRecentActivity({
        ctx: host.ctx,
        caller: caller(uid),
        input: { limit: 50 },
      });
      expect(activity.items.filter((item) => item.kind === 'lesson-completed')).toHaveLength(1);
    });

    it('forgets applied events after 30 days, cleaning up at most once an hour per learner', async () => {
      const uid = await student('long-learner');
      const start = host.ctx.now();
      const MINUTE = 60_000;
      const recordAt = async (elapsed: number) => {
        const id = eventId();
        await learningHandlers.recordLessonProgress({
          ctx: { ...host.ctx, now: () => start + elapsed },
          caller: caller(uid),
          input: {
            lessonId: lesson(0),
            event: 'viewed',
            clientTimestamp: at(1),
            courseId: course.courseId,
            eventId: id,
          },
        });
        return id;
      };
      const remembered = async () =>
        (
          await host.ctx.db
            .selectFrom('progress_events')
            .select(['event_id', 'received_at'])
            .where('user_id', '=', uid)
            .orderBy('received_at')
            .execute()
        ).map((row) => row.event_id);

      await recordAt(0);
      const second = await recordAt(30 * MINUTE);
      // 30 days and a minute on: the first has expired and goes; the second (received 30 minutes later) stays.
      const third = await recordAt(EVENT_MEMORY_MS + MINUTE);
      expect(await remembered()).toEqual([second, third]);
      // The second expires 29 minutes later, but this learner was cleaned up less than an hour ago.
      const fourth = await recordAt(EVENT_MEMORY_MS + 40 * MINUTE);
      expect(await remembered()).toEqual([second, third, fourth]);
      // An hour after the last clean-up, the next event cleans up again.
      const fifth = await recordAt(EVENT_MEMORY_MS + MINUTE + EVENT_CLEANUP_INTERVAL_MS + MINUTE);
      expect(await remembered()).toEqual([third, fourth, fifth]);
    });

    it('keeps the newest video position by the learner clock, whatever order reports arrive in', async () => {
      const uid = await student('two-devices');
      const report = (position: number, percent: number, seconds: number) =>
        record(uid, {
          lessonId: lesson(1),
          event: 'video-progress',
          positionSeconds: position,
          watchedPercent: percent,
          clientTimestamp: at(seconds),
        });
      await report(80, 60, 200); // newer report (phone) arrives first
      const late = await report(30, 20, 100); // older report (laptop, back online) arrives later
      expect(late.lesson).toMatchObject({ positionSeconds: 80, watchedPercent: 60 });
      const content = await learningHandlers.getCourseContent({
        ctx: host.ctx,
        caller: caller(uid),
        input: { courseId: course.courseId },
      });
      expect(content.progress).toMatchObject({ resumeLessonId: lesson(1), resumePositionSeconds: 80 });
    });

    it('resumes at the lesson opened last by the learner clock', async () => {
      const uid = await student('resumer');
      await record(uid, { lessonId: lesson(2), event: 'viewed', clientTimestamp: at(300) });
      await record(uid, { lessonId: lesson(0), event: 'viewed', clientTimestamp: at(100) });
      const progress = await progressOf(uid);
      expect(progress.resumeLessonId).toBe(lesson(2));
      expect((await stored(uid)).last_lesson_id).toBe(lesson(2));
    });

    it('counts a learner clock running ahead as now, so it cannot win over later reports forever', async () => {
      const uid = await student('clock-ahead');
      const serverNow = Date.UTC(2025, 5, 1);
      const realNow = host.ctx.now;
      try {
        host.ctx.now = () => serverNow;
        const aYearAhead = new Date(serverNow + 365 * 24 * 3600 * 1000).toISOString();
        const video = (position: number, clientTimestamp: string) =>
          record(uid, {
            lessonId: lesson(1),
            event: 'video-progress',
            positionSeconds: position,
            watchedPercent: 5,
            clientTimestamp,
          });
        await video(10, aYearAhead);
        host.ctx.now = () => serverNow + 10_000;
        const result = await video(42, new Date(serverNow + 5_000).toISOString());
        expect(result.lesson.positionSeconds).toBe(42);
      } finally {
        host.ctx.now = realNow;
      }
    });

    it('marks the enrolment completed at 100 %, and notes the completed course once', async () => {
      const uid = await student('finisher');
      await record(uid, { lessonId: lesson(0), event: 'viewed', clientTimestamp: at(1) });
      await record(uid, {
        lessonId: lesson(1),
        event: 'video-progress',
        positionSeconds: 119,
        watchedPercent: 95,
        clientTimestamp: at(2),
      });
      await record(uid, { lessonId: lesson(2), event: 'file-opened', clientTimestamp: at(3) });
      const quiz = await learningHandlers.submitQuizAttempt({
        ctx: host.ctx,
        caller: caller(uid),
        input: {
          courseId: course.courseId,
          lessonId: lesson(3),
          answers: [
            { questionId: 'q-single', optionIds: ['mercury'] },
            { questionId: 'q-multiple', optionIds: ['jupiter', 'saturn'] },
          ],
        },
      });
      expect(quiz.progress).toMatchObject({ percent: 100, completed: true, completedLessons: 4 });
      expect(await stored(uid)).toMatchObject({ progress: 100, completed: 1 });
      await record(uid, { lessonId: lesson(0), event: 'viewed', clientTimestamp: at(9) });
      const activity = await learningHandlers.listMyRecentActivity({
        ctx: host.ctx,
        caller: caller(uid),
        input: { limit: 50 },
      });
      expect(activity.items.filter((item) => item.kind === 'course-completed')).toHaveLength(1);
      expect(activity.items[0]?.kind).toBe('course-completed');
    });

    it('never lowers stored progress or completion, even when a lesson is added after the learner finished', async () => {
      const extra = await buildCourse(host.ctx.db, { slug: 'grows', lessons: ['text', 'text'] });
      await learners(host.ctx.db, 'early-finisher');
      await enrollUser(host.ctx, { userId: 'early-finisher', courseId: extra.courseId, source: 'free' });
      const view = (lessonId: string) =>
        learningHandlers.recordLessonProgress({
          ctx: host.ctx,
          caller: caller('early-finisher'),
          input: {
            courseId: extra.courseId,
            lessonId,
            event: 'viewed',
            eventId: eventId(),
            clientTimestamp: at(1),
          },
        });
      await view(extra.lessonIds[0] as string);
      expect((await view(extra.lessonIds[1] as string)).progress).toMatchObject({
        percent: 100,
        completed: true,
      });

      const added = await appendLesson(host.ctx.db, extra, 'text');
      const after = await view(extra.lessonIds[0] as string);
      expect(after.progress).toMatchObject({
        percent: 100,
        completed: true,
        completedLessons: 2,
        totalLessons: 3,
      });
      const [row] = await host.ctx.db
        .selectFrom('enrollments')
        .selectAll()
        .where('user_id', '=', 'early-finisher')
        .execute();
      expect(row).toMatchObject({ progress: 100, completed: 1 });
      expect((await view(added)).progress.completedLessons).toBe(3);
    });
  });
