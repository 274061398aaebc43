import { describe, expect, it } from 'vitest';
import type { LmsError } from '@lms/core';
import { createInMemoryBackend } from '../in-memory-backend';
import { DEMO_COURSE_IDS } from '../fixtures/demo-courses';
import { DEMO_USERS } from '../fixtures/demo-users';
import { codeOf, connectAs } from '../testing/connect-as';

const admin = DEMO_USERS.admin.uid;

async function errorOf(promise: Promise<unknown>): Promise<LmsError> {
  try {
    await promise;
  } catch (error) {
    return error as LmsError;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}

function asAdmin() {
  const backend = createInMemoryBackend();
  return { backend, call: connectAs(backend, admin).functions.call };
}

describe('authoring: access', () => {
  it('refuses every authoring operation to a student (permission-denied)', async () => {
    const ports = connectAs(createInMemoryBackend(), DEMO_USERS.student.uid);
    expect(await codeOf(ports.functions.call('adminListCourses', {}))).toBe('functions/permission-denied');
    expect(await codeOf(ports.functions.call('createCourse', { title: 'Mine' }))).toBe(
      'functions/permission-denied',
    );
  });
});

describe('authoring: courses', () => {
  it('lists every course whatever its status, with enrolment counts, filtered by status and search', async () => {
    const { call } = asAdmin();
    const all = await call('adminListCourses', { pageSize: 100 });
    expect(all.items.map((item) => item.status)).toEqual(
      expect.arrayContaining(['draft', 'archived', 'published']),
    );
    expect(all.items.find((item) => item.id === DEMO_COURSE_IDS.python)?.enrollmentCount).toBe(2);
    const drafts = await call('adminListCourses', { status: 'draft' });
    expect(drafts.items.map((item) => item.id)).toEqual([DEMO_COURSE_IDS.sqlDraft]);
    const search = await call('adminListCourses', { search: 'PYTHON' });
    expect(search.items.map((item) => item.id)).toEqual([DEMO_COURSE_IDS.python]);
  });

  it('reads a course for editing with quiz answers', async () => {
    const { call } = asAdmin();
    const course = await call('adminGetCourse', { id: DEMO_COURSE_IDS.python });
    const quiz = course.modules[1]?.lessons[2];
    expect(quiz?.kind === 'quiz' && quiz.content.questions[0]?.correctOptionIds).toEqual(['a']);
  });

  it('creates a draft with a unique slug made from the title', async () => {
    const { call } = asAdmin();
    const first = await call('createCourse', { title: 'Python for Absolute Beginners' });
    expect(first).toMatchObject({
      slug: 'python-for-absolute-beginners-2',
      status: 'draft',
      lessonCount: 0,
      currency: 'USD',
    });
    expect(await codeOf(call('createCourse', { title: 'Other', slug: first.slug }))).toBe(
      'functions/invalid-argument',
    );
  });

  it('updates metadata and refuses a stale expectedUpdatedAt with functions/aborted', async () => {
    const { call } = asAdmin();
    const loaded = await call('adminGetCourse', { id: DEMO_COURSE_IDS.sqlDraft });
    const saved = await call('updateCourse', {
      id: loaded.id,
      patch: { title: 'SQL Tuning' },
      expectedUpdatedAt: loaded.updated_at,
    });
    expect(saved.title).toBe('SQL Tuning');
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(loaded.updated_at));
    const error = await errorOf(
      call('updateCourse', { id: loaded.id, patch: { title: 'Lost' }, expectedUpdatedAt: loaded.updated_at }),
    );
    expect(error.code).toBe('functions/aborted');
    expect(error.details).toMatchObject({ reason: 'stale-version', currentUpdatedAt: saved.updated_at });
  });

  it('refuses to publish a course without lessons, listing what is missing', async () => {
    const { call } = asAdmin();
    const course = await call('createCourse', { title: 'Empty' });
    const error = await errorOf(call('publishCourse', { id: course.id }));
    expect(error.details).toMatchObject({ reason: 'not-publishable' });
  });

  it('publishes, unpublishes and archives; the catalogue follows', async () => {
    const { backend, call } = asAdmin();
    await call('publishCourse', { id: DEMO_COURSE_IDS.sqlDraft });
    const reader = connectAs(backend, DEMO_USERS.newcomer.uid).functions;
    expect((await reader.call('getCourse', { id: DEMO_COURSE_IDS.sqlDraft })).status).toBe('published');
    await call('archiveCourse', { id: DEMO_COURSE_IDS.sqlDraft });
    expect(await codeOf(reader.call('getCourse', { id: DEMO_COURSE_IDS.sqlDraft }))).toBe(
      'functions/not-found',
    );
    expect((await call('unpublishCourse', { id: DEMO_COURSE_IDS.sqlDraft })).status).toBe('draft');
  });

  it('duplicates a course as a draft with new ids, "(copy)" title, "-copy" slug and the same content', async () => {
    const { call } = asAdmin();
    const source = await call('adminGetCourse', { id: DEMO_COURSE_IDS.python });
    const copy = await call('duplicateCourse', { id: source.id });
    expect(copy).toMatchObject({
      title: `${source.title} (copy)`,
      slug: `${source.slug}-copy`,
      status: 'draft',
      enrollmentCount: 0,
      lessonCount: source.lessonCount,
    });
    expect(copy.modules[0]?.id).not.toBe(source.modules[0]?.id);
    expect(copy.modules[0]?.lessons[0]?.content).toEqual(source.modules[0]?.lessons[0]?.content);
    expect((await call('duplicateCourse', { id: source.id })).slug).toBe(`${source.slug}-copy-2`);
  });

  it("duplicates the course's action plan with new step ids", async () => {
    const { call } = asAdmin();
    const plan = await call('adminListActionPlanSteps', { courseId: DEMO_COURSE_IDS.spreadsheets });
    expect(plan.steps.length).toBeGreaterThan(0);
    const copy = await call('duplicateCourse', { id: DEMO_COURSE_IDS.spreadsheets });
    const copied = await call('adminListActionPlanSteps', { courseId: copy.id });
    const shape = (steps: typeof plan.steps) =>
      steps.map(({ title, body, checklist }) => ({ title, body, checklist }));
    expect(shape(copied.steps)).toEqual(shape(plan.steps));
    expect(copied.steps.map((step) => step.id)).not.toContain(plan.steps[0]?.id);
  });

  it('refuses to delete a course with enrolments, and deletes one without', async () => {
    const { backend, call } = asAdmin();
    const error = await errorOf(call('deleteCourse', { id: DEMO_COURSE_IDS.python }));
    expect(error.details).toMatchObject({ reason: 'has-enrollments', enrollmentCount: 2 });
    expect(await call('deleteCourse', { id: DEMO_COURSE_IDS.sqlDraft })).toEqual({
      id: DEMO_COURSE_IDS.sqlDraft,
    });
    expect(backend.db.courses.has(DEMO_COURSE_IDS.sqlDraft)).toBe(false);
    expect(backend.db.learning.contents.has(`${DEMO_COURSE_IDS.sqlDraft}-m1-l1`)).toBe(false);
  });
});
