// Modules and lessons: adding, changing, removing, moving and reordering, with positions kept dense and the course's
// duration and lesson count following its lessons. On every host, through the callable route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationOutput } from '@lms/core';
import {
  courseWithLesson,
  fileContent,
  must,
  positionsOf,
  quizContent,
  startAuthoringHost,
  textContent,
  videoContent,
  type AuthoringHarness,
} from '../../fixtures/authoring-harness';
import type { OpenConformanceHost } from '../../host';

type AdminCourse = OperationOutput<'adminGetCourse'>;

const moduleTitles = (course: AdminCourse) => course.modules.map((module) => module.title);
const lessonTitles = (course: AdminCourse) =>
  course.modules.map((module) => module.lessons.map((l) => l.title));
const moduleId = (course: AdminCourse, index: number) => must(course.modules[index], `module ${index}`).id;
const lessonId = (course: AdminCourse, moduleIndex: number, index: number) =>
  must(course.modules[moduleIndex]?.lessons[index], `lesson ${moduleIndex}.${index}`).id;

export const describeCourseStructure = (openHost: OpenConformanceHost) =>
  describe('course structure', () => {
    let harness: AuthoringHarness;
    beforeAll(async () => {
      harness = await startAuthoringHost(openHost);
    });
    afterAll(() => harness?.close());

    /** A course with modules A, B, C; A holds lessons a1..a3 and B holds b1, each 5 minutes. */
    async function threeModules(title: string): Promise<AdminCourse> {
      let course = await harness.call('createCourse', { title });
      for (const name of ['A', 'B', 'C'])
        course = await harness.call('addModule', { courseId: course.id, title: name });
      for (const [index, name] of [
        [0, 'a1'],
        [0, 'a2'],
        [0, 'a3'],
        [1, 'b1'],
      ] as const) {
        course = await harness.call('addLesson', {
          moduleId: moduleId(course, index),
          kind: 'text',
          title: name,
          content: textContent(),
          durationMinutes: 5,
        });
      }
      return course;
    }

    describe('modules', () => {
      it('adds modules at the end, or at a position, keeping positions 0..n-1', async () => {
        let course = await harness.call('createCourse', { title: 'Modules' });
        course = await harness.call('addModule', { courseId: course.id, title: 'Second' });
        course = await harness.call('addModule', { courseId: course.id, title: 'Third' });
        course = await harness.call('addModule', { courseId: course.id, title: 'First', position: 0 });
        course = await harness.call('addModule', { courseId: course.id, title: 'Last', position: 99 });
        expect(moduleTitles(course)).toEqual(['First', 'Second', 'Third', 'Last']);
        expect(course.modules.map((module) => module.position)).toEqual([0, 1, 2, 3]);
      });

      it('renames a module', async () => {
        const course = await threeModules('Rename module');
        const renamed = await harness.call('updateModule', {
          moduleId: moduleId(course, 1),
          title: 'Better name',
        });
        expect(moduleTitles(renamed)).toEqual(['A', 'Better name', 'C']);
      });

      it('removes a module with its lessons, closes the gap and updates duration and lesson count', async () => {
        const course = await threeModules('Remove module');
        expect(course).toMatchObject({ lessonCount: 4, durationMinutes: 20 });
        const after = await harness.call('removeModule', { moduleId: moduleId(course, 0) });
        expect(moduleTitles(after)).toEqual(['B', 'C']);
        expect(positionsOf(after)).toEqual([
          { module: 0, lessons: [0] },
          { module: 1, lessons: [] },
        ]);
        expect(after).toMatchObject({ lessonCount: 1, durationMinutes: 5 });
      });

      it('reorders all modules at once', async () => {
        const course = await threeModules('Reorder modules');
        const [a, b, c] = course.modules.map((module) => module.id);
        const after = await harness.call('reorderModules', {
          courseId: course.id,
          moduleIds: [c, a, b] as string[],
        });
        expect(moduleTitles(after)).toEqual(['C', 'A', 'B']);
        expect(after.modules.map((module) => module.position)).toEqual([0, 1, 2]);
      });

      it('refuses a module order made from a stale view (a module missing) with aborted, changing nothing', async () => {
        const course = await threeModules('Stale module order');
        const [a, b] = course.modules.map((module) => module.id);
        const failure = await harness.fail('reorderModules', { courseId: course.id, moduleIds: [b, a] });
        expect(failure).toMatchObject({ status: 409, code: 'functions/aborted' });
        expect(failure.details).toMatchObject({ reason: 'stale-order', missing: [moduleId(course, 2)] });
        expect(moduleTitles(await harness.call('adminGetCourse', { id: course.id }))).toEqual([
          'A',
          'B',
          'C',
        ]);
      });

      it('refuses an order naming a module of another course, or one module twice', async () => {
        const course = await threeModules('Foreign module');
        const other = await threeModules('Other course');
        const ids = course.modules.map((module) => module.id);
        const foreign = await harness.fail('reorderModules', {
          courseId: course.id,
          moduleIds: [...ids, moduleId(other, 0)],
        });
        expect(foreign).toMatchObject({
          code: 'functions/aborted',
          details: { unknown: [moduleId(other, 0)] },
        });
        const twice = await harness.fail('reorderModules', {
          courseId: course.id,
          moduleIds: [...ids, ids[0]],
        });
        expect(twice).toMatchObject({ status: 400, details: { reason: 'duplicate-ids' } });
      });

      it('answers not-found for an unknown module', async () => {
        const failure = await harness.fail('updateModule', { moduleId: 'nope', title: 'X' });
        expect(failure).toMatchObject({ status: 404, code: 'functions/not-found' });
      });
    });

    describe('lessons', () => {
      it('adds lessons of every kind with their content, quiz answers included', async () => {
        const { moduleId: basics } = await courseWithLesson(harness, 'Every kind');
        await harness.call('addLesson', {
          moduleId: basics,
          kind: 'video',
          title: 'Watch',
          content: videoContent(),
        });
        await harness.call('addLesson', {
          moduleId: basics,
          kind: 'file',
          title: 'Get',
          content: fileContent(),
        });
        const after = await harness.call('addLesson', {
          moduleId: basics,
          kind: 'quiz',
          title: 'Check',
          content: quizContent(),
        });
        const lessons = must(after.modules[0], 'module').lessons;
        expect(lessons.map((lesson) => lesson.kind)).toEqual(['text', 'video', 'file', 'quiz']);
        expect(lessons[1]?.content).toEqual(videoContent());
        expect(lessons[2]?.content).toEqual(fileContent());
        // A quiz saved without its attempts limit and answer policy takes the defaults (docs/decisions.md).
        expect(lessons[3]?.content).toEqual({
          ...quizContent(),
          attemptsLimit: null,
          revealAnswers: 'after-passing',
        });
        expect(after.lessonCount).toBe(4);
      });

      it('estimates minutes when none are given: reading time, video length, a minute per question, none for a file', async () => {
        const { course, moduleId: basics } = await courseWithLesson(harness, 'Estimates');
        const words = Array.from({ length: 450 }, () => 'word').join(' ');
        await harness.call('updateLesson', {
          lessonId: lessonId(course, 0, 0),
          kind: 'text',
          content: textContent(words),
          durationMinutes: null,
        });
        await harness.call('addLesson', {
          moduleId: basics,
          kind: 'video',
          title: 'V',
          content: videoContent(61),
        });
        await harness.call('addLesson', {
          moduleId: basics,
          kind: 'quiz',
          title: 'Q',
          content: quizContent(),
        });
        const after = await harness.call('addLesson', {
          moduleId: basics,
          kind: 'file',
          title: 'F',
          content: fileContent(),
        });
        const minutes = must(after.modules[0], 'module').lessons.map((lesson) => lesson.durationMinutes);
        expect(minutes).toEqual([3, 2, 2, null]);
        expect(after.durationMinutes).toBe(7);
      });

      it('changes title, minutes and content, and keeps the course duration equal to the sum of its lessons', async () => {
        const course = await threeModules('Update lesson');
        const after = await harness.call('updateLesson', {
          lessonId: lessonId(course, 0, 1),
          kind: 'text',
          title: 'a2 revised',
          durationMinutes: 12,
          content: textContent('New text'),
        });
        const lesson = must(after.modules[0]?.lessons[1], 'lesson');
        expect(lesson).toMatchObject({
          title: 'a2 revised',
          durationMinutes: 12,
          content: { markdown: 'New text' },
        });
        expect(after.durationMinutes).toBe(5 + 12 + 5 + 5);
      });

      it('changes a lesson to another kind only together with content of that kind', async () => {
        const { course } = await courseWithLesson(harness, 'Kind change');
        const id = lessonId(course, 0, 0);
        const refused = await harness.fail('updateLesson', {
          lessonId: id,
          kind: 'quiz',
          title: 'Now a quiz',
        });
        expect(refused).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
        expect(refused.message).toContain('send its quiz content too');
        const changed = await harness.call('updateLesson', {
          lessonId: id,
          kind: 'quiz',
          content: quizContent(),
        });
        expect(must(changed.modules[0]?.lessons[0], 'lesson')).toMatchObject({
          kind: 'quiz',
          durationMinutes: 2,
        });
      });

      it('removes a lesson, closing the gap in its module', async () => {
        const course = await threeModules('Remove lesson');
        const after = await harness.call('removeLesson', { lessonId: lessonId(course, 0, 0) });
        expect(lessonTitles(after)).toEqual([['a2', 'a3'], ['b1'], []]);
        expect(positionsOf(after)[0]).toEqual({ module: 0, lessons: [0, 1] });
        expect(after).toMatchObject({ lessonCount: 3, durationMinutes: 15 });
      });

      it('refuses to remove the last lesson of a published course, or its module, until it is unpublished', async () => {
        const {
          course,
          lessonId: only,
          moduleId: basics,
        } = await courseWithLesson(harness, 'Published, one lesson');
        await harness.call('publishCourse', { id: course.id });
        const failure = await harness.fail('removeLesson', { lessonId: only });
        expect(failure).toMatchObject({ status: 400, details: { reason: 'published-needs-lesson' } });
        expect(await harness.fail('removeModule', { moduleId: basics })).toMatchObject({ status: 400 });
        expect((await harness.call('adminGetCourse', { id: course.id })).lessonCount).toBe(1);
        await harness.call('unpublishCourse', { id: course.id });
        expect((await harness.call('removeLesson', { lessonId: only })).lessonCount).toBe(0);
      });

      it('moves a lesson within its module and to another module, keeping both modules dense', async () => {
        const course = await threeModules('Move lesson');
        let after = await harness.call('moveLesson', {
          lessonId: lessonId(course, 0, 0),
          toModuleId: moduleId(course, 0),
          position: 2,
        });
        expect(lessonTitles(after)).toEqual([['a2', 'a3', 'a1'], ['b1'], []]);
        after = await harness.call('moveLesson', {
          lessonId: lessonId(after, 0, 0),
          toModuleId: moduleId(after, 1),
          position: 0,
        });
        expect(lessonTitles(after)).toEqual([['a3', 'a1'], ['a2', 'b1'], []]);
        after = await harness.call('moveLesson', {
          lessonId: lessonId(after, 1, 1),
          toModuleId: moduleId(after, 2),
          position: 50,
        });
        expect(lessonTitles(after)).toEqual([['a3', 'a1'], ['a2'], ['b1']]);
        expect(positionsOf(after)).toEqual([
          { module: 0, lessons: [0, 1] },
          { module: 1, lessons: [0] },
          { module: 2, lessons: [0] },
        ]);
      });

      it('refuses to move a lesson into a module of another course', async () => {
        const course = await threeModules('Move source');
        const other = await threeModules('Move target');
        const failure = await harness.fail('moveLesson', {
          lessonId: lessonId(course, 0, 0),
          toModuleId: moduleId(other, 0),
          position: 0,
        });
        expect(failure).toMatchObject({ status: 400, details: { reason: 'other-course' } });
      });

      it('reorders the lessons of a module at once, and refuses a stale list without changing anything', async () => {
        const course = await threeModules('Reorder lessons');
        const [a1, a2, a3] = must(course.modules[0], 'module A').lessons.map((lesson) => lesson.id);
        const after = await harness.call('reorderLessons', {
          moduleId: moduleId(course, 0),
          lessonIds: [a3, a1, a2] as string[],
        });
        expect(lessonTitles(after)[0]).toEqual(['a3', 'a1', 'a2']);
        const stale = await harness.fail('reorderLessons', {
          moduleId: moduleId(course, 0),
          lessonIds: [a2, a1],
        });
        expect(stale).toMatchObject({ status: 409, code: 'functions/aborted' });
        expect(lessonTitles(await harness.call('adminGetCourse', { id: course.id }))[0]).toEqual([
          'a3',
          'a1',
          'a2',
        ]);
      });

      it('keeps positions dense and complete when many reorders and moves run at the same time', async () => {
        const course = await threeModules('Concurrent reorders');
        const a = must(course.modules[0], 'module A').lessons.map((lesson) => lesson.id);
        const orders = [
          [a[2], a[1], a[0]],
          [a[1], a[0], a[2]],
          [a[0], a[2], a[1]],
        ] as string[][];
        const results = await Promise.allSettled([
          ...orders.map((lessonIds) =>
            harness.call('reorderLessons', { moduleId: moduleId(course, 0), lessonIds }),
          ),
          harness.call('moveLesson', {
            lessonId: lessonId(course, 1, 0),
            toModuleId: moduleId(course, 0),
            position: 1,
          }),
          harness.call('addLesson', {
            moduleId: moduleId(course, 0),
            kind: 'text',
            title: 'new',
            content: textContent(),
          }),
        ]);
        // A reorder that ran after the move or the add saw a different module: it must fail whole, never half-apply.
        for (const result of results) {
          if (result.status === 'rejected') expect(String(result.reason)).toContain('409');
        }
        const final = await harness.call('adminGetCourse', { id: course.id });
        expect(final.modules.map((module) => module.lessons.map((lesson) => lesson.position))).toEqual([
          [0, 1, 2, 3, 4],
          [],
          [],
        ]);
        expect(new Set(final.modules[0]?.lessons.map((lesson) => lesson.title))).toEqual(
          new Set(['a1', 'a2', 'a3', 'b1', 'new']),
        );
      });
    });
  });
