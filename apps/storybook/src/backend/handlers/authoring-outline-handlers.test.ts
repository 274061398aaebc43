import { describe, expect, it } from 'vitest';
import type { LmsError } from '@lms/core';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_USERS } from '../fixtures/demo-users';
import { codeOf, connectAs } from '../testing/connect-as';

const course = DEMO_COURSE_IDS.sqlDraft;
const moduleOne = `${course}-m1`;
const moduleTwo = `${course}-m2`;

function asAdmin() {
  const backend = createInMemoryBackend();
  return { backend, call: connectAs(backend, DEMO_USERS.admin.uid).functions.call };
}

async function errorOf(promise: Promise<unknown>): Promise<LmsError> {
  try {
    await promise;
  } catch (error) {
    return error as LmsError;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}

describe('authoring: modules', () => {
  it('adds a module at a position and keeps positions 0..n-1', async () => {
    const { call } = asAdmin();
    const result = await call('addModule', { courseId: course, title: 'Introduction', position: 0 });
    expect(result.modules.map((module) => [module.title, module.position])).toEqual([
      ['Introduction', 0],
      ['Getting started with SQL tuning', 1],
      ['SQL tuning in practice', 2],
    ]);
  });

  it('removes a module with its lessons, and the course duration and lesson count follow', async () => {
    const { call } = asAdmin();
    const result = await call('removeModule', { moduleId: moduleOne });
    expect(result.lessonCount).toBe(3);
    expect(result.durationMinutes).toBe(14 + 20 + 10);
    expect(result.modules[0]?.position).toBe(0);
  });

  it('refuses to leave a published course without lessons', async () => {
    const { call } = asAdmin();
    await call('publishCourse', { id: course });
    await call('removeModule', { moduleId: moduleOne });
    const error = await errorOf(call('removeModule', { moduleId: moduleTwo }));
    expect(error.details).toMatchObject({ reason: 'published-needs-lesson' });
    expect((await call('adminGetCourse', { id: course })).lessonCount).toBe(3);
  });

  it('reorders modules, refusing a list that does not name every module once (409 aborted)', async () => {
    const { call } = asAdmin();
    const reordered = await call('reorderModules', { courseId: course, moduleIds: [moduleTwo, moduleOne] });
    expect(reordered.modules.map((module) => module.id)).toEqual([moduleTwo, moduleOne]);
    expect(await codeOf(call('reorderModules', { courseId: course, moduleIds: [moduleTwo] }))).toBe(
      'functions/aborted',
    );
    expect(
      await codeOf(call('reorderModules', { courseId: course, moduleIds: [moduleTwo, moduleTwo] })),
    ).toBe('functions/invalid-argument');
  });
});

describe('authoring: lessons', () => {
  it('adds a lesson with estimated minutes, and the learner can open its content', async () => {
    const { backend, call } = asAdmin();
    const result = await call('addLesson', {
      moduleId: moduleOne,
      title: 'Plans',
      kind: 'video',
      content: { url: '/storybook-assets/demo-video.webm', durationSeconds: 125 },
      position: 0,
    });
    const lesson = result.modules[0]?.lessons[0];
    expect(lesson).toMatchObject({ title: 'Plans', durationMinutes: 3, position: 0 });
    expect(result.lessonCount).toBe(7);
    const view = await connectAs(backend, DEMO_USERS.admin.uid).functions.call('getLesson', {
      courseId: course,
      lessonId: lesson!.id,
    });
    expect(view.content).toMatchObject({ kind: 'video', durationSeconds: 125 });
  });

  it('changes a lesson kind only with the new content', async () => {
    const { call } = asAdmin();
    const lessonId = `${moduleOne}-l2`;
    expect(await codeOf(call('updateLesson', { lessonId, kind: 'quiz' }))).toBe('functions/invalid-argument');
    const result = await call('updateLesson', {
      lessonId,
      kind: 'text',
      content: { markdown: 'word '.repeat(450) },
      durationMinutes: null,
    });
    expect(result.modules[0]?.lessons[1]).toMatchObject({ kind: 'text', durationMinutes: 3 });
  });

  it('moves a lesson to another module of the same course only', async () => {
    const { call } = asAdmin();
    const lessonId = `${moduleOne}-l1`;
    const result = await call('moveLesson', { lessonId, toModuleId: moduleTwo, position: 1 });
    expect(result.modules[0]?.lessons.map((lesson) => lesson.position)).toEqual([0, 1]);
    expect(result.modules[1]?.lessons[1]?.id).toBe(lessonId);
    const error = await errorOf(
      call('moveLesson', { lessonId, toModuleId: `${DEMO_COURSE_IDS.python}-m1`, position: 0 }),
    );
    expect(error.details).toMatchObject({ reason: 'other-course' });
  });

  it('reorders lessons, refusing a stale list with 409 aborted', async () => {
    const { call } = asAdmin();
    const ids = [3, 1, 2].map((index) => `${moduleOne}-l${index}`);
    const result = await call('reorderLessons', { moduleId: moduleOne, lessonIds: ids });
    expect(result.modules[0]?.lessons.map((lesson) => lesson.id)).toEqual(ids);
    const error = await errorOf(call('reorderLessons', { moduleId: moduleOne, lessonIds: ids.slice(1) }));
    expect(error.code).toBe('functions/aborted');
    expect(error.details).toMatchObject({ reason: 'stale-order' });
  });

  it("removes a lesson with the learners' progress in it", async () => {
    const { backend, call } = asAdmin();
    const lessonId = `${DEMO_COURSE_IDS.spreadsheets}-m1-l1`;
    const result = await call('removeLesson', { lessonId });
    expect(result.lessonCount).toBe(5);
    expect([...backend.db.learning.progress.values()].some((row) => row.lessonId === lessonId)).toBe(false);
    const content = await connectAs(backend, DEMO_USERS.student.uid).functions.call('getCourseContent', {
      courseId: DEMO_COURSE_IDS.spreadsheets,
    });
    expect(content.progress.totalLessons).toBe(5);
  });
});
