import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentHandlers } from '@lms/domain/internal/learning/enrollments/handlers';
import type { Caller } from '@lms/domain';
import { T0, insertCourse, insertUser } from '../../fixtures/catalogue';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const caller = (uid: string): Caller => ({
  uid,
  email: `${uid}@example.com`,
  admin: false,
  authTime: 0,
  provider: 'password',
});

export const describeMyEnrollments = (openHost: OpenConformanceHost) =>
  describe('listMyEnrollments', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
      await insertUser(host.ctx.db, 'ann');
      await insertUser(host.ctx.db, 'bob');
      const first = await insertCourse(host.ctx.db, { slug: 'first' });
      const second = await insertCourse(host.ctx.db, { slug: 'second' });
      await host.ctx.db
        .insertInto('enrollments')
        .values([
          {
            id: 'e-ann-1',
            user_id: 'ann',
            course_id: first,
            progress: 100,
            completed: 1,
            created_at: T0,
            updated_at: T0 + 5,
          },
          {
            id: 'e-ann-2',
            user_id: 'ann',
            course_id: second,
            progress: 42.5,
            completed: 0,
            created_at: T0 + 10,
            updated_at: T0 + 10,
          },
          {
            id: 'e-bob-1',
            user_id: 'bob',
            course_id: first,
            progress: 3,
            completed: 0,
            created_at: T0,
            updated_at: T0,
          },
        ])
        .execute();
    });
    afterAll(() => host?.close());

    const listFor = (uid: string) =>
      enrollmentHandlers.listMyEnrollments({ ctx: host.ctx, caller: caller(uid), input: {} });

    it("returns only the caller's enrolments, most recent first", async () => {
      const mine = await listFor('ann');
      expect(mine.map((e) => e.id)).toEqual(['e-ann-2', 'e-ann-1']);
      expect((await listFor('bob')).map((e) => e.id)).toEqual(['e-bob-1']);
    });

    it('maps rows to the contract: boolean completed, ISO times, fractional progress kept', async () => {
      const [latest, oldest] = await listFor('ann');
      expect(latest).toMatchObject({
        progress: 42.5,
        completed: false,
        created_at: new Date(T0 + 10).toISOString(),
      });
      expect(oldest).toMatchObject({
        progress: 100,
        completed: true,
        updated_at: new Date(T0 + 5).toISOString(),
      });
    });

    it('returns an empty list for a user without enrolments', async () => {
      expect(await listFor('nobody')).toEqual([]);
    });

    it('refuses an anonymous call even when invoked directly', async () => {
      await expect(
        // @ts-expect-error the handler's type takes a signed-in caller only; it still refuses one at run time.
        enrollmentHandlers.listMyEnrollments({ ctx: host.ctx, caller: null, input: {} }),
      ).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
    });
  });
