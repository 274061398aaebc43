// The catalogue cache (catalogue/catalogue-cache.ts) must never answer with an older catalogue than the database
// holds: not after a change through this host, by another server copy on the same database, or by a plain SQL client;
// and not with a change that was rolled back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { operations, type OperationInput } from '@lms/core';
import type { Caller } from '@lms/domain';
import type { Database } from '@lms/domain/internal/db/schema';
import { readCatalogueVersion, reuseCatalogueRead } from '@lms/domain/internal/catalogue/catalogue-cache';
import { findLearningCourse } from '@lms/domain/internal/learning/course-access';
import { courseHandlers } from '@lms/domain/internal/courses/handlers';
import { isImmutableResult } from '@lms/domain/internal/functions/immutable-result';
import { insertCourse } from '../../fixtures/catalogue';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const student: Caller = {
  uid: 'u-student',
  email: 'student@example.com',
  admin: false,
  authTime: 0,
  provider: 'password',
};
const admin: Caller = { ...student, uid: 'u-admin', email: 'admin@example.com', admin: true };

export const describeCatalogueCache = (openHost: OpenConformanceHost) =>
  describe('catalogue cache', () => {
    let host: ConformanceHost;
    /**
     * Another writer on the same database: a second server copy or a plain SQL client. Where the host's database
     * has one connection (the page), writes straight to it, past the domain's operations, as a SQL client's would.
     */
    let other: { db: Kysely<Database>; close(): Promise<void> };

    beforeAll(async () => {
      host = await openHost({});
      other = (await host.secondConnection?.()) ?? { db: host.ctx.db, close: async () => {} };
    });
    afterAll(async () => {
      await other?.close();
      await host?.close();
    });
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
    const get = (id: string, caller: Caller = student) =>
      courseHandlers.getCourse({ ctx: host.ctx, caller, input: operations.getCourse.input.parse({ id }) });

    async function addLesson(db: Kysely<Database>, courseId: string, n: number): Promise<void> {
      await db
        .insertInto('course_modules')
        .values({ id: `${courseId}-m${n}`, course_id: courseId, title: `Module ${n}`, position: n })
        .execute();
      await db
        .insertInto('lessons')
        .values({
          id: `${courseId}-l${n}`,
          course_id: courseId,
          module_id: `${courseId}-m${n}`,
          title: `Lesson ${n}`,
          kind: 'text',
          position: 0,
          duration_minutes: 5,
          content: '{}',
        })
        .execute();
    }

    it('raises the version on every insert, update and delete of courses, modules and lessons', async () => {
      const versions = [await readCatalogueVersion(host.ctx.db)];
      const id = await insertCourse(other.db, { slug: 'v' });
      versions.push(await readCatalogueVersion(host.ctx.db));
      await addLesson(other.db, id, 1); // a module, then a lesson
      versions.push(await readCatalogueVersion(host.ctx.db));
      await other.db.updateTable('lessons').set({ title: 'Renamed' }).execute();
      versions.push(await readCatalogueVersion(host.ctx.db));
      await other.db.updateTable('course_modules').set({ title: 'Renamed' }).execute();
      versions.push(await readCatalogueVersion(host.ctx.db));
      await other.db.deleteFrom('courses').where('id', '=', id).execute(); // cascades to modules and lessons
      versions.push(await readCatalogueVersion(host.ctx.db));
      for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1] ?? 0);
    });

    it('answers repeated reads from the cache while nothing changes', async () => {
      const id = await insertCourse(host.ctx.db, { slug: 'same' });
      const first = await list();
      expect(await list()).toBe(first);
      expect(isImmutableResult(first)).toBe(true);
      expect(Object.isFrozen(first.items[0])).toBe(true);
      const course = await get(id);
      expect(await get(id)).toBe(course);
    });

    it('sees a change made by another writer on the next read', async () => {
      const id = await insertCourse(host.ctx.db, { slug: 'c1', title: 'Before' });
      expect((await list()).items.map((c) => c.title)).toEqual(['Before']);
      expect((await get(id)).title).toBe('Before');

      await other.db.updateTable('courses').set({ title: 'After' }).where('id', '=', id).execute();
      expect((await list()).items.map((c) => c.title)).toEqual(['After']);
      expect((await get(id)).title).toBe('After');

      await addLesson(other.db, id, 1);
      expect((await list()).items[0]?.lessonCount).toBe(1);
      expect((await get(id)).modules.map((m) => m.lessons.length)).toEqual([1]);

      await insertCourse(other.db, { slug: 'c2', title: 'Second' });
      expect((await list({ sort: 'title' })).total).toBe(2);

      await other.db.updateTable('courses').set({ status: 'draft' }).where('id', '=', id).execute();
      expect((await list()).items.map((c) => c.slug)).toEqual(['c2']);
      await expect(get(id)).rejects.toMatchObject({ code: 'functions/not-found' });
    });

    it('keeps the visibility rule for a cached outline', async () => {
      const id = await insertCourse(host.ctx.db, { slug: 'draft-one', status: 'draft' });
      // An administrator's read puts the draft's outline in the cache; a student still may not see it.
      expect((await get(id, admin)).slug).toBe('draft-one');
      await expect(get(id, student)).rejects.toMatchObject({ code: 'functions/not-found' });
      await expect(get('draft-one', student)).rejects.toMatchObject({ code: 'functions/not-found' });
      expect((await get('draft-one', admin)).id).toBe(id);
    });

    it('never keeps a change that was rolled back', async () => {
      const id = await insertCourse(host.ctx.db, { slug: 'rb', title: 'Kept' });
      expect((await list()).items[0]?.title).toBe('Kept');
      await expect(
        host.ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable('courses').set({ title: 'Rolled back' }).where('id', '=', id).execute();
          // A read inside the transaction sees its own change but must not cache it.
          const page = await courseHandlers.listCourses({
            ctx: { ...host.ctx, db: trx },
            caller: null,
            input: operations.listCourses.input.parse({}),
          });
          expect(page.items[0]?.title).toBe('Rolled back');
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect((await list()).items[0]?.title).toBe('Kept');
      // The next real change reuses no version the rolled-back one had: the cache shows it, not the undone title.
      await other.db.updateTable('courses').set({ title: 'Changed' }).where('id', '=', id).execute();
      expect((await list()).items[0]?.title).toBe('Changed');
      expect((await get(id)).title).toBe('Changed');
    });

    it('keeps a course and its outline for learning requests until the catalogue changes', async () => {
      const id = await insertCourse(host.ctx.db, { slug: 'learn' });
      await addLesson(host.ctx.db, id, 1);
      const first = await findLearningCourse(host.ctx.db, id);
      expect(first.version).toBe(await readCatalogueVersion(host.ctx.db));
      expect((await findLearningCourse(host.ctx.db, id)).value).toBe(first.value);
      expect(Object.isFrozen(first.value?.outline.lessons)).toBe(true);

      await addLesson(other.db, id, 2);
      const after = await findLearningCourse(host.ctx.db, id);
      expect(after.value?.outline.lessons.map((l) => l.id)).toEqual([`${id}-l1`, `${id}-l2`]);
      // By slug too, and inside a transaction never from the cache.
      expect((await findLearningCourse(host.ctx.db, 'learn')).value?.course.id).toBe(id);
      await host.ctx.db.transaction().execute(async (trx) => {
        const inside = await findLearningCourse(trx, id);
        expect(inside.version).toBeNull();
        expect(inside.value).not.toBe(after.value);
      });
    });

    it('lets a transaction reuse an earlier read only while the catalogue version is unchanged', async () => {
      const id = await insertCourse(host.ctx.db, { slug: 'reuse' });
      const earlier = await findLearningCourse(host.ctx.db, id);
      expect(earlier.value?.course.id).toBe(id);
      let reads = 0;
      // Reading again answers "no such course", so a test can tell it from the earlier read.
      const readAgain = async () => {
        reads += 1;
        return undefined;
      };

      // Nothing changed: the earlier value, without reading.
      await host.ctx.db.transaction().execute(async (trx) => {
        expect(await reuseCatalogueRead(trx, earlier, readAgain)).toBe(earlier.value);
      });
      expect(reads).toBe(0);

      // The transaction's own change (not committed yet) raises the version it sees: it reads again.
      await host.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('courses').set({ title: 'Mine' }).where('id', '=', id).execute();
        expect(await reuseCatalogueRead(trx, earlier, readAgain)).toBeUndefined();
      });
      expect(reads).toBe(1);

      // Another writer's committed change: read again.
      const before = await findLearningCourse(host.ctx.db, id);
      await other.db.updateTable('courses').set({ title: 'Theirs' }).where('id', '=', id).execute();
      await host.ctx.db.transaction().execute(async (trx) => {
        expect(await reuseCatalogueRead(trx, before, readAgain)).toBeUndefined();
      });
      expect(reads).toBe(2);

      // A read made inside a transaction has no version to compare: read again.
      await host.ctx.db.transaction().execute(async (trx) => {
        const inside = await findLearningCourse(trx, id);
        expect(await reuseCatalogueRead(trx, inside, readAgain)).toBeUndefined();
      });
      expect(reads).toBe(3);
    });
  });
