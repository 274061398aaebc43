import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operations, type OperationInput } from '@lms/core';
import { courseHandlers } from '@lms/domain/internal/courses/handlers';
import type { Caller } from '@lms/domain';
import { T0, insertCourse } from '../../fixtures/catalogue';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const student: Caller = {
  uid: 'u-student',
  email: 'student@example.com',
  admin: false,
  authTime: 0,
  provider: 'password',
};
const admin: Caller = { ...student, uid: 'u-admin', email: 'admin@example.com', admin: true };

export const describeCourseHandlers = (openHost: OpenConformanceHost) =>
  describe('course handlers', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
    });
    afterAll(() => host?.close());
    beforeEach(async () => {
      await host.ctx.db.deleteFrom('lessons').execute();
      await host.ctx.db.deleteFrom('course_modules').execute();
      await host.ctx.db.deleteFrom('courses').execute();
    });

    const list = (input: OperationInput<'listCourses'> = {}) =>
      courseHandlers.listCourses({
        ctx: host.ctx,
        caller: null,
        input: operations.listCourses.input.parse(input),
      });
    const get = (id: string, caller: Caller) =>
      courseHandlers.getCourse({ ctx: host.ctx, caller, input: operations.getCourse.input.parse({ id }) });

    describe('listCourses', () => {
      it('lists published courses only', async () => {
        await insertCourse(host.ctx.db, { slug: 'live' });
        await insertCourse(host.ctx.db, { slug: 'draft', status: 'draft' });
        await insertCourse(host.ctx.db, { slug: 'old', status: 'archived' });
        const page = await list();
        expect(page.items.map((c) => c.slug)).toEqual(['live']);
        expect(page.total).toBe(1);
      });

      it('searches title and summary, case-insensitively', async () => {
        await insertCourse(host.ctx.db, { slug: 'a', title: 'Intro to Python' });
        await insertCourse(host.ctx.db, {
          slug: 'b',
          title: 'Cooking',
          summary: 'Learn PYTHON-free recipes',
        });
        await insertCourse(host.ctx.db, { slug: 'c', title: 'Gardening' });
        const page = await list({ search: 'python', sort: 'title' });
        expect(page.items.map((c) => c.slug)).toEqual(['b', 'a']);
        expect(page.total).toBe(2);
      });

      it('treats % and _ in a search as the characters themselves', async () => {
        await insertCourse(host.ctx.db, { slug: 'pct', title: 'Save 100% of your time' });
        await insertCourse(host.ctx.db, { slug: 'plain', title: 'Save 1000 minutes' });
        await insertCourse(host.ctx.db, { slug: 'snake', title: 'snake_case naming' });
        expect((await list({ search: '100%' })).items.map((c) => c.slug)).toEqual(['pct']);
        expect((await list({ search: 'e_c' })).items.map((c) => c.slug)).toEqual(['snake']);
      });

      it('filters by category', async () => {
        await insertCourse(host.ctx.db, { slug: 'd1', category: 'Data' });
        await insertCourse(host.ctx.db, { slug: 'b1', category: 'Business' });
        const page = await list({ category: 'Data' });
        expect(page.items.map((c) => c.slug)).toEqual(['d1']);
        expect(page.total).toBe(1);
      });

      it('sorts newest first by default, then by title or price on request', async () => {
        await insertCourse(host.ctx.db, { slug: 'old-cheap', title: 'B', price_cents: 100, created_at: T0 });
        await insertCourse(host.ctx.db, {
          slug: 'new-dear',
          title: 'C',
          price_cents: 900,
          created_at: T0 + 2,
        });
        await insertCourse(host.ctx.db, { slug: 'mid-free', title: 'A', price_cents: 0, created_at: T0 + 1 });
        const slugs = async (sort: 'newest' | 'title' | 'price-asc' | 'price-desc') =>
          (await list({ sort })).items.map((c) => c.slug);
        expect(await slugs('newest')).toEqual(['new-dear', 'mid-free', 'old-cheap']);
        expect(await slugs('title')).toEqual(['mid-free', 'old-cheap', 'new-dear']);
        expect(await slugs('price-asc')).toEqual(['mid-free', 'old-cheap', 'new-dear']);
        expect(await slugs('price-desc')).toEqual(['new-dear', 'old-cheap', 'mid-free']);
      });

      it('paginates with the total of all matches, without repeating or skipping courses on ties', async () => {
        for (let i = 0; i < 25; i++)
          await insertCourse(host.ctx.db, { slug: `c${String(i).padStart(2, '0')}`, created_at: T0 });
        const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 10 })));
        expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
        expect(pages.every((p) => p.total === 25 && p.pageSize === 10)).toBe(true);
        const seen = pages.flatMap((p) => p.items.map((c) => c.slug));
        expect(new Set(seen).size).toBe(25);
        expect((await list({ page: 4, pageSize: 10 })).items).toEqual([]);
      });

      it('maps rows to the contract: camelCase fields and a lesson count', async () => {
        const id = await insertCourse(host.ctx.db, {
          slug: 'mapped',
          title: 'Mapped',
          thumbnail: '/assets/demo/x.svg',
          level: 'advanced',
          duration_minutes: 95,
          price_cents: 4900,
          currency: 'USD',
        });
        await host.ctx.db
          .insertInto('course_modules')
          .values({ id: 'm1', course_id: id, title: 'M', position: 0 })
          .execute();
        await host.ctx.db
          .insertInto('lessons')
          .values(
            [0, 1, 2].map((position) => ({
              id: `l${position}`,
              course_id: id,
              module_id: 'm1',
              title: `L${position}`,
              kind: 'text' as const,
              position,
              duration_minutes: 5,
              content: '{}',
            })),
          )
          .execute();
        const [item] = (await list()).items;
        expect(item).toEqual({
          id,
          slug: 'mapped',
          title: 'Mapped',
          thumbnail: '/assets/demo/x.svg',
          summary: '',
          category: 'General',
          level: 'advanced',
          durationMinutes: 95,
          priceCents: 4900,
          currency: 'USD',
          status: 'published',
          lessonCount: 3,
        });
      });
    });

    describe('getCourse', () => {
      async function courseWithOutline(status: 'published' | 'draft' | 'archived') {
        const id = await insertCourse(host.ctx.db, {
          slug: `outline-${status}`,
          status,
          lock_lessons_in_order: 1,
        });
        await host.ctx.db
          .insertInto('course_modules')
          .values([
            { id: `${status}-m2`, course_id: id, title: 'Second', position: 1 },
            { id: `${status}-m1`, course_id: id, title: 'First', position: 0 },
          ])
          .execute();
        await host.ctx.db
          .insertInto('lessons')
          .values([
            {
              id: `${status}-l3`,
              course_id: id,
              module_id: `${status}-m2`,
              title: 'Quiz',
              kind: 'quiz',
              position: 0,
              duration_minutes: null,
              content: '{"questions":[]}',
            },
            {
              id: `${status}-l2`,
              course_id: id,
              module_id: `${status}-m1`,
              title: 'Video',
              kind: 'video',
              position: 1,
              duration_minutes: 7,
              content: '{}',
            },
            {
              id: `${status}-l1`,
              course_id: id,
              module_id: `${status}-m1`,
              title: 'Text',
              kind: 'text',
              position: 0,
              duration_minutes: 3,
              content: '{}',
            },
          ])
          .execute();
        return id;
      }

      it('returns a published course to any signed-in user, with modules and lesson outlines in order', async () => {
        const id = await courseWithOutline('published');
        const course = await get(id, student);
        expect(course).toMatchObject({
          id,
          lockLessonsInOrder: true,
          lessonCount: 3,
          created_at: new Date(T0).toISOString(),
        });
        expect(course.modules).toEqual([
          {
            id: 'published-m1',
            title: 'First',
            position: 0,
            lessons: [
              { id: 'published-l1', title: 'Text', kind: 'text', position: 0, durationMinutes: 3 },
              { id: 'published-l2', title: 'Video', kind: 'video', position: 1, durationMinutes: 7 },
            ],
          },
          {
            id: 'published-m2',
            title: 'Second',
            position: 1,
            lessons: [
              { id: 'published-l3', title: 'Quiz', kind: 'quiz', position: 0, durationMinutes: null },
            ],
          },
        ]);
      });

      it('never sends lesson content (quiz answers) in the outline', async () => {
        const id = await courseWithOutline('published');
        expect(JSON.stringify(await get(id, student))).not.toContain('questions');
      });

      it('finds a course by its slug too', async () => {
        const id = await courseWithOutline('published');
        expect((await get('outline-published', student)).id).toBe(id);
      });

      it.each(['draft', 'archived'] as const)(
        'hides a %s course from students as not-found',
        async (status) => {
          const id = await courseWithOutline(status);
          await expect(get(id, student)).rejects.toMatchObject({ code: 'functions/not-found' });
        },
      );

      it.each(['draft', 'archived'] as const)('shows a %s course to admins', async (status) => {
        const id = await courseWithOutline(status);
        expect((await get(id, admin)).status).toBe(status);
      });

      it('answers an unknown id with functions/not-found', async () => {
        await expect(get('missing', admin)).rejects.toMatchObject({ code: 'functions/not-found' });
      });
    });
  });
