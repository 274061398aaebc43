// duplicateCourse: a deep copy as a new draft, on every host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationOutput } from '@lms/core';
import {
  fileContent,
  must,
  quizContent,
  startAuthoringHost,
  textContent,
  videoContent,
  type AuthoringHarness,
} from '../../fixtures/authoring-harness';
import type { OpenConformanceHost } from '../../host';

type AdminCourse = OperationOutput<'adminGetCourse'>;

/** The course without anything that must differ in a copy (ids, slug, title, status, times, enrolments). */
function shapeOf(course: AdminCourse) {
  return {
    metadata: {
      thumbnail: course.thumbnail,
      summary: course.summary,
      description: course.description,
      category: course.category,
      level: course.level,
      priceCents: course.priceCents,
      currency: course.currency,
      lockLessonsInOrder: course.lockLessonsInOrder,
      durationMinutes: course.durationMinutes,
      lessonCount: course.lessonCount,
    },
    modules: course.modules.map((module) => ({
      title: module.title,
      position: module.position,
      lessons: module.lessons.map(({ id: _id, ...lesson }) => lesson),
    })),
  };
}

const allIds = (course: AdminCourse) => [
  course.id,
  ...course.modules.flatMap((module) => [module.id, ...module.lessons.map((lesson) => lesson.id)]),
];

export const describeCourseDuplication = (openHost: OpenConformanceHost) =>
  describe('duplicateCourse', () => {
    let harness: AuthoringHarness;
    beforeAll(async () => {
      harness = await startAuthoringHost(openHost);
    });
    afterAll(() => harness?.close());

    async function richCourse(): Promise<AdminCourse> {
      let course = await harness.call('createCourse', {
        title: 'Original',
        summary: 'Sum',
        description: '# Desc',
        category: 'Science',
        level: 'intermediate',
        priceCents: 1999,
        currency: 'EUR',
        thumbnail: '/assets/demo/original.svg',
        lockLessonsInOrder: true,
      });
      course = await harness.call('addModule', { courseId: course.id, title: 'One' });
      course = await harness.call('addModule', { courseId: course.id, title: 'Two' });
      const [one, two] = course.modules.map((module) => module.id) as [string, string];
      await harness.call('addLesson', {
        moduleId: one,
        kind: 'text',
        title: 'T',
        content: textContent(),
      });
      await harness.call('addLesson', {
        moduleId: one,
        kind: 'video',
        title: 'V',
        content: videoContent(),
      });
      await harness.call('addLesson', {
        moduleId: two,
        kind: 'file',
        title: 'F',
        content: fileContent(),
      });
      course = await harness.call('addLesson', {
        moduleId: two,
        kind: 'quiz',
        title: 'Q',
        content: quizContent(),
      });
      return harness.call('publishCourse', { id: course.id });
    }

    it('copies metadata, modules and lessons (content and order included) into a new draft with new ids', async () => {
      const original = await richCourse();
      const copy = await harness.call('duplicateCourse', { id: original.id });
      expect(shapeOf(copy)).toEqual(shapeOf(original));
      expect(copy).toMatchObject({ title: 'Original (copy)', slug: 'original-copy', status: 'draft' });
      const originalIds = new Set(allIds(original));
      expect(allIds(copy).filter((id) => originalIds.has(id))).toEqual([]);
      expect(copy.lessonCount).toBe(4);
    });

    it('leaves the original untouched and does not copy enrolments', async () => {
      const original = await richCourse();
      await harness.enrol(original.id);
      const before = await harness.call('adminGetCourse', { id: original.id });
      const copy = await harness.call('duplicateCourse', { id: original.id });
      expect(copy.enrollmentCount).toBe(0);
      expect(await harness.call('adminGetCourse', { id: original.id })).toEqual(before);
    });

    it('makes the copy independent: editing it does not change the original', async () => {
      const original = await richCourse();
      const copy = await harness.call('duplicateCourse', { id: original.id });
      await harness.call('removeModule', { moduleId: must(copy.modules[0], 'copied module').id });
      await harness.call('updateCourse', { id: copy.id, patch: { title: 'Edited copy' } });
      const reread = await harness.call('adminGetCourse', { id: original.id });
      expect(shapeOf(reread)).toEqual(shapeOf(original));
      expect(reread.title).toBe('Original');
    });

    it("copies the action plan's steps with new ids, without any student's state in them", async () => {
      const original = await richCourse();
      await harness.call('createActionPlanStep', {
        courseId: original.id,
        title: 'Plan the week',
        body: 'Pick **three** evenings.',
        checklist: [{ text: 'Monday' }, { text: 'Wednesday' }],
        dueOffsetDays: 7,
      });
      const plan = await harness.call('createActionPlanStep', { courseId: original.id, title: 'Review' });
      const copy = await harness.call('duplicateCourse', { id: original.id });
      const copied = await harness.call('adminListActionPlanSteps', { courseId: copy.id });
      const shape = (steps: typeof plan.steps) =>
        steps.map(({ title, body, checklist, dueOffsetDays }) => ({ title, body, checklist, dueOffsetDays }));
      expect(shape(copied.steps)).toEqual(shape(plan.steps));
      const originalIds = new Set(plan.steps.map((step) => step.id));
      expect(copied.steps.filter((step) => originalIds.has(step.id))).toEqual([]);
      expect(await harness.call('adminListActionPlanSteps', { courseId: original.id })).toEqual(plan);
    });

    it('numbers the slugs of further copies', async () => {
      const original = await harness.call('createCourse', { title: 'Copied often' });
      const slugs = [];
      for (let i = 0; i < 3; i += 1)
        slugs.push((await harness.call('duplicateCourse', { id: original.id })).slug);
      expect(slugs).toEqual(['copied-often-copy', 'copied-often-copy-2', 'copied-often-copy-3']);
    });

    it('answers not-found for an unknown course', async () => {
      expect(await harness.fail('duplicateCourse', { id: 'missing' })).toMatchObject({ status: 404 });
    });
  });
