import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonProgressEvent } from '@lms/core';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import {
  at,
  buildCourse,
  caller,
  eventId,
  learners,
  QUIZ,
  type BuiltCourse,
  type EventDraft,
} from '../../fixtures/learning-fixtures';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const TEXT_LESSONS = 12;

export const describeProgressConcurrency = (openHost: OpenConformanceHost) =>
  describe('progress under concurrent updates from two devices', () => {
    let host: ConformanceHost;
    let course: BuiltCourse;
    beforeAll(async () => {
      host = await openHost({});
      course = await buildCourse(host.ctx.db, {
        slug: 'parallel',
        lessons: [...Array.from({ length: TEXT_LESSONS }, () => 'text' as const), 'video', 'quiz'],
        // Answers never shown, so an attempt after the passing one is still taken (quiz-policy.ts).
        content: { quiz: { ...QUIZ, revealAnswers: 'never' } },
      });
    });
    afterAll(() => host?.close());

    const storedProgress = async (uid: string) =>
      (
        await host.ctx.db
          .selectFrom('enrollments')
          .select(['progress', 'completed'])
          .where('user_id', '=', uid)
          .executeTakeFirstOrThrow()
      ).progress;

    /**
     * Records every single change of enrollments.progress (old and new value) with a trigger, so the test sees each
     * committed update, however the two databases schedule the transactions.
     */
    async function auditProgressChanges(): Promise<() => Promise<{ before: number; after: number }[]>> {
      const db = host.ctx.db;
      await sql`create table progress_audit (seq integer, before_value double precision, after_value double precision)`.execute(
        db,
      );
      if (host.ctx.dialect === 'postgres') {
        await sql`create sequence progress_audit_seq`.execute(db);
        await sql`create function audit_progress() returns trigger language plpgsql as $$
        begin
          insert into progress_audit values (nextval('progress_audit_seq'), old.progress, new.progress);
          return new;
        end $$`.execute(db);
        await sql`create trigger progress_audit after update on enrollments for each row execute function audit_progress()`.execute(
          db,
        );
      } else {
        await sql`create trigger progress_audit after update on enrollments for each row begin
        insert into progress_audit values ((select count(*) from progress_audit) + 1, old.progress, new.progress);
        end`.execute(db);
      }
      return async () => {
        const rows = await sql<{
          before_value: number;
          after_value: number;
        }>`select before_value, after_value from progress_audit order by seq`.execute(db);
        return rows.rows.map((row) => ({ before: Number(row.before_value), after: Number(row.after_value) }));
      };
    }

    /** Every change both devices make, fired at once; the phone walks the course backwards. */
    function deviceEvents(uid: string): Promise<unknown>[] {
      const send = (event: EventDraft) =>
        learningHandlers.recordLessonProgress({
          ctx: host.ctx,
          caller: caller(uid),
          input: { ...event, courseId: course.courseId, eventId: eventId() } as LessonProgressEvent,
        });
      const texts = course.lessonIds.slice(0, TEXT_LESSONS);
      const videoId = course.lessonIds[TEXT_LESSONS] as string;
      const quizId = course.lessonIds[TEXT_LESSONS + 1] as string;
      const laptop = texts.map((lessonId, i) => send({ lessonId, event: 'viewed', clientTimestamp: at(i) }));
      const phone = [...texts]
        .reverse()
        .map((lessonId, i) => send({ lessonId, event: 'viewed', clientTimestamp: at(100 + i) }));
      const video = [20, 95, 50, 91, 10].map((percent, i) =>
        send({
          lessonId: videoId,
          event: 'video-progress',
          positionSeconds: percent,
          watchedPercent: percent,
          clientTimestamp: at(200 + i),
        }),
      );
      const quiz = [false, true, false].map((right) =>
        learningHandlers.submitQuizAttempt({
          ctx: host.ctx,
          caller: caller(uid),
          input: {
            courseId: course.courseId,
            lessonId: quizId,
            answers: [
              { questionId: 'q-single', optionIds: [right ? 'mercury' : 'venus'] },
              { questionId: 'q-multiple', optionIds: right ? ['jupiter', 'saturn'] : ['mars'] },
            ],
          },
        }),
      );
      return [...laptop, ...phone, ...video, ...quiz];
    }

    it('never decreases while many updates run in parallel, and ends at exactly 100 (no lost update)', async () => {
      const [uid] = (await learners(host.ctx.db, 'parallel-learner')) as [ReturnType<typeof caller>];
      await enrollUser(host.ctx, { userId: uid.uid, courseId: course.courseId, source: 'free' });

      const changes = await auditProgressChanges();
      const results = await Promise.allSettled(deviceEvents(uid.uid));

      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const updates = await changes();
      // Every event and attempt wrote the enrolment once; none of those writes lowered the value.
      expect(updates).toHaveLength(results.length);
      expect(updates.filter((update) => update.after < update.before)).toEqual([]);
      expect(updates.filter((update) => update.after > update.before).length).toBeGreaterThan(3);
      const final = await host.ctx.db
        .selectFrom('enrollments')
        .select(['progress', 'completed'])
        .where('user_id', '=', uid.uid)
        .executeTakeFirstOrThrow();
      expect(final).toEqual({ progress: 100, completed: 1 });
      const attempts = await host.ctx.db
        .selectFrom('quiz_attempts')
        .select('id')
        .where('user_id', '=', uid.uid)
        .execute();
      expect(attempts).toHaveLength(3);
    });

    it('gives each learner their own count when many learners progress at once', async () => {
      const people = await learners(host.ctx.db, 'crowd-1', 'crowd-2', 'crowd-3', 'crowd-4');
      for (const person of people)
        await enrollUser(host.ctx, { userId: person.uid, courseId: course.courseId, source: 'free' });
      const firstThree = course.lessonIds.slice(0, 3);
      await Promise.all(
        people.flatMap((person) =>
          firstThree.map((lessonId, i) =>
            learningHandlers.recordLessonProgress({
              ctx: host.ctx,
              caller: person,
              input: {
                courseId: course.courseId,
                lessonId,
                event: 'viewed',
                eventId: eventId(),
                clientTimestamp: at(i),
              },
            }),
          ),
        ),
      );
      for (const person of people)
        expect(await storedProgress(person.uid)).toBeCloseTo((3 * 100) / (TEXT_LESSONS + 2), 9);
    });
  });
