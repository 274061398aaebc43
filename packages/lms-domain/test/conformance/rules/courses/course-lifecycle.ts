// Creating, editing, publishing, archiving and deleting courses through the callable route, on every host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lms/core';
import {
  courseWithLesson,
  startAuthoringHost,
  type AuthoringHarness,
} from '../../fixtures/authoring-harness';
import { postJson, type OpenConformanceHost } from '../../host';

export const describeCourseLifecycle = (openHost: OpenConformanceHost) =>
  describe('course lifecycle', () => {
    let harness: AuthoringHarness;
    beforeAll(async () => {
      harness = await startAuthoringHost(openHost);
    });
    afterAll(() => harness?.close());

    describe('createCourse', () => {
      it('creates a draft with a slug made from the title and the defaults for what was not given', async () => {
        const course = await harness.call('createCourse', { title: 'Café Crème: Basics!' });
        expect(course).toMatchObject({
          title: 'Café Crème: Basics!',
          slug: 'cafe-creme-basics',
          status: 'draft',
          summary: '',
          description: '',
          category: 'General',
          level: 'beginner',
          priceCents: 0,
          currency: 'USD',
          lockLessonsInOrder: false,
          thumbnail: null,
          durationMinutes: 0,
          lessonCount: 0,
          enrollmentCount: 0,
          modules: [],
        });
        expect(course.created_at).toBe(course.updated_at);
      });

      it('keeps slugs unique by numbering later courses with the same title', async () => {
        const slugs = [];
        for (let i = 0; i < 3; i += 1)
          slugs.push((await harness.call('createCourse', { title: 'Same Title' })).slug);
        expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
      });

      it('gives concurrent creations with one title distinct slugs', async () => {
        const courses = await Promise.all(
          Array.from({ length: 4 }, () => harness.call('createCourse', { title: 'Rush Hour' })),
        );
        expect(new Set(courses.map((course) => course.slug)).size).toBe(4);
      });

      it('uses a given slug, and refuses one that another course has', async () => {
        await harness.call('createCourse', { title: 'First', slug: 'chosen-slug' });
        const failure = await harness.fail('createCourse', { title: 'Second', slug: 'chosen-slug' });
        expect(failure).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
        expect(failure.message).toContain('already used by the course "First"');
        expect(failure.details?.issues).toEqual([{ path: 'slug', message: 'This slug is already taken.' }]);
      });

      it('falls back to "course" for a title without Latin letters or digits', async () => {
        expect((await harness.call('createCourse', { title: '日本語' })).slug).toMatch(/^course(-\d+)?$/);
      });

      it.each([
        ['an empty title', { title: '   ' }, 'title'],
        ['a bad slug', { title: 'T', slug: 'Not A Slug' }, 'slug'],
        ['a lower-case currency', { title: 'T', currency: 'eur' }, 'currency'],
        ['a negative price', { title: 'T', priceCents: -1 }, 'priceCents'],
        ['a javascript: thumbnail', { title: 'T', thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
        ['an unknown level', { title: 'T', level: 'expert' }, 'level'],
        ['an unknown field', { title: 'T', status: 'published' }, ''],
      ])('rejects %s with the field named', async (_label, data, path) => {
        const failure = await harness.fail('createCourse', data);
        expect(failure).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
        expect(failure.details?.issues?.[0]?.path).toBe(path);
      });
    });

    describe('updateCourse', () => {
      it('changes every metadata field and bumps updated_at', async () => {
        const course = await harness.call('createCourse', { title: 'Before' });
        const patch = {
          title: 'After',
          slug: 'after-slug',
          thumbnail: 'https://cdn.example.com/after.png',
          summary: 'Short summary',
          description: '# Heading\n\n<script>alert(1)</script> stays raw: clients sanitise on render.',
          category: 'Data',
          level: 'advanced' as const,
          priceCents: 4900,
          currency: 'EUR',
          lockLessonsInOrder: true,
        };
        const updated = await harness.call('updateCourse', { id: course.id, patch });
        expect(updated).toMatchObject(patch);
        expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(course.updated_at));
        expect(await harness.call('adminGetCourse', { id: course.id })).toEqual(updated);
      });

      it('refuses a slug another course uses, and keeps the course unchanged', async () => {
        const taken = await harness.call('createCourse', { title: 'Owner of slug' });
        const course = await harness.call('createCourse', { title: 'Wants the slug' });
        const failure = await harness.fail('updateCourse', {
          id: course.id,
          patch: { slug: taken.slug, title: 'X' },
        });
        expect(failure).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
        expect(await harness.call('adminGetCourse', { id: course.id })).toEqual(course);
      });

      it('refuses an empty patch', async () => {
        const course = await harness.call('createCourse', { title: 'Nothing to change' });
        const failure = await harness.fail('updateCourse', { id: course.id, patch: {} });
        expect(failure.message).toContain('Change at least one field');
      });

      it('does not accept duration or lesson count: they follow the lessons', async () => {
        const course = await harness.call('createCourse', { title: 'Derived fields' });
        const failure = await harness.fail('updateCourse', { id: course.id, patch: { durationMinutes: 90 } });
        expect(failure.code).toBe('functions/invalid-argument');
      });

      it('answers not-found for an unknown course', async () => {
        const failure = await harness.fail('updateCourse', { id: 'no-such-course', patch: { title: 'X' } });
        expect(failure).toMatchObject({ status: 404, code: 'functions/not-found' });
      });
    });

    describe('concurrency (two admins editing)', () => {
      it("refuses a write based on an older version with 409 aborted and keeps the other admin's change", async () => {
        const loaded = await harness.call('createCourse', { title: 'Shared course' });
        const first = await harness.call('updateCourse', {
          id: loaded.id,
          patch: { summary: 'Admin A' },
          expectedUpdatedAt: loaded.updated_at,
        });
        const failure = await harness.fail('updateCourse', {
          id: loaded.id,
          patch: { summary: 'Admin B' },
          expectedUpdatedAt: loaded.updated_at,
        });
        expect(failure).toMatchObject({ status: 409, code: 'functions/aborted' });
        expect(failure.message).toContain('changed by someone else');
        expect(failure.details).toEqual({ reason: 'stale-version', currentUpdatedAt: first.updated_at });
        expect((await harness.call('adminGetCourse', { id: loaded.id })).summary).toBe('Admin A');
      });

      it('lets exactly one of two simultaneous writes on the same version through', async () => {
        const loaded = await harness.call('createCourse', { title: 'Race' });
        const responses = await Promise.all(
          ['A', 'B'].map((who) =>
            harness.host.fetch(
              API_PATHS.functions('updateCourse'),
              postJson(
                { data: { id: loaded.id, patch: { summary: who }, expectedUpdatedAt: loaded.updated_at } },
                { authorization: `Bearer ${harness.adminToken}` },
              ),
            ),
          ),
        );
        expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      });

      it('gives every change a new version, even several in one millisecond', async () => {
        const course = await harness.call('createCourse', { title: 'Quick edits' });
        const versions = new Set([course.updated_at]);
        for (let i = 0; i < 5; i += 1) {
          versions.add(
            (await harness.call('updateCourse', { id: course.id, patch: { summary: `v${i}` } })).updated_at,
          );
        }
        expect(versions.size).toBe(6);
      });

      it('accepts a write on the current version', async () => {
        const loaded = await harness.call('createCourse', { title: 'Sequential' });
        const first = await harness.call('updateCourse', {
          id: loaded.id,
          patch: { summary: 'one' },
          expectedUpdatedAt: loaded.updated_at,
        });
        const second = await harness.call('updateCourse', {
          id: loaded.id,
          patch: { summary: 'two' },
          expectedUpdatedAt: first.updated_at,
        });
        expect(second.summary).toBe('two');
      });
    });

    describe('publishing', () => {
      it('refuses to publish a course without lessons, saying what is missing', async () => {
        const course = await harness.call('createCourse', { title: 'Empty' });
        await harness.call('addModule', { courseId: course.id, title: 'Still empty' });
        const failure = await harness.fail('publishCourse', { id: course.id });
        expect(failure).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
        expect(failure.message).toBe('The course cannot be published yet: add at least one lesson.');
        expect(failure.details).toEqual({
          reason: 'not-publishable',
          issues: [{ path: 'modules', message: 'Add at least one lesson.' }],
        });
        expect((await harness.call('adminGetCourse', { id: course.id })).status).toBe('draft');
      });

      it('publishes a course with a lesson, which then appears in the public catalogue', async () => {
        const { course } = await courseWithLesson(harness, 'Ready to go');
        expect((await harness.call('publishCourse', { id: course.id })).status).toBe('published');
        const catalogue = await harness.call('listCourses', { search: 'Ready to go' });
        expect(catalogue.items.map((item) => item.id)).toEqual([course.id]);
      });

      it('unpublishes back to draft, out of the catalogue', async () => {
        const { course } = await courseWithLesson(harness, 'Coming and going');
        await harness.call('publishCourse', { id: course.id });
        expect((await harness.call('unpublishCourse', { id: course.id })).status).toBe('draft');
        expect((await harness.call('listCourses', { search: 'Coming and going' })).items).toEqual([]);
      });

      it('restores an archived course to draft with unpublish', async () => {
        const { course } = await courseWithLesson(harness, 'Back from the archive');
        await harness.call('archiveCourse', { id: course.id });
        expect((await harness.call('unpublishCourse', { id: course.id })).status).toBe('draft');
      });
    });

    describe('archive and delete', () => {
      it('archives a course with enrolments, keeping the enrolments, and hides it from the catalogue', async () => {
        const { course } = await courseWithLesson(harness, 'Popular course');
        await harness.call('publishCourse', { id: course.id });
        await harness.enrol(course.id);
        const archived = await harness.call('archiveCourse', { id: course.id });
        expect(archived).toMatchObject({ status: 'archived', enrollmentCount: 1 });
        expect((await harness.call('listCourses', { search: 'Popular course' })).items).toEqual([]);
      });

      it('refuses to delete a course with enrolments and tells the admin to archive it', async () => {
        const { course } = await courseWithLesson(harness, 'Has learners');
        await harness.enrol(course.id);
        await harness.enrol(course.id);
        const failure = await harness.fail('deleteCourse', { id: course.id });
        expect(failure).toMatchObject({ status: 400, code: 'functions/invalid-argument' });
        expect(failure.message).toContain('2 people are enrolled');
        expect(failure.message).toContain('Archive it instead');
        expect(failure.details).toEqual({ reason: 'has-enrollments', enrollmentCount: 2 });
        expect((await harness.call('adminGetCourse', { id: course.id })).lessonCount).toBe(1);
      });

      it('deletes a course nobody enrolled in, with its modules and lessons', async () => {
        const { course } = await courseWithLesson(harness, 'Never used');
        expect(await harness.call('deleteCourse', { id: course.id })).toEqual({ id: course.id });
        expect(await harness.fail('adminGetCourse', { id: course.id })).toMatchObject({ status: 404 });
        const leftovers = await harness.host.ctx.db
          .selectFrom('lessons')
          .select('id')
          .where('course_id', '=', course.id)
          .execute();
        expect(leftovers).toEqual([]);
      });
    });

    describe('adminGetCourse', () => {
      it('reads drafts, and anything else that does not exist is not-found', async () => {
        const { course } = await courseWithLesson(harness, 'Draft to read');
        expect((await harness.call('adminGetCourse', { id: course.id })).status).toBe('draft');
        expect(await harness.fail('adminGetCourse', { id: 'missing' })).toMatchObject({
          code: 'functions/not-found',
        });
      });
    });
  });
