// Who may call what: every contract operation x {anonymous, student, another student, admin}. Every host enforces
// every permission (DEVELOPERS.md), so this table is the reference; a new operation fails the completeness check
// until it has a row here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AREA_NAMES, areaOfOperation, operations, type OperationName } from '@lms/core';
import { MATRIX_AREAS } from './authorization/areas';
import { U, type Actor, type Fixture, type Outcome } from './authorization/matrix-types';
import { insertCourse } from './fixtures/catalogue';
import {
  meets,
  postJson,
  type ConformanceHost,
  type ConformanceTraits,
  type OpenConformanceHost,
} from './host';

const MATRIX = MATRIX_AREAS.flatMap((area) => area.rows);

const ACTORS: Actor[] = ['anonymous', 'student', 'otherStudent', 'admin'];
const STATUS: Record<Outcome, number> = {
  allow: 200,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  unimplemented: 501,
};

/** The table itself, once: a host's run of the matrix below relies on it. */
export function describeAuthorizationTable(): void {
  describe('authorization matrix table', () => {
    it('has a row for every operation of the contract', () => {
      const covered = new Set(MATRIX.map((row) => row.operation));
      expect(Object.keys(operations).filter((name) => !covered.has(name as OperationName))).toEqual([]);
    });

    it("files each row under its operation's area, one file per area", () => {
      expect(MATRIX_AREAS.map((area) => area.area)).toEqual([...AREA_NAMES]);
      for (const area of MATRIX_AREAS)
        for (const row of area.rows) expect(areaOfOperation(row.operation), row.operation).toBe(area.area);
    });

    it("denies anonymous callers every operation that is not 'public'", () => {
      for (const row of MATRIX) {
        const isPublic = operations[row.operation].access === 'public';
        expect(row.expect.anonymous === U, row.operation).toBe(!isPublic);
      }
    });
  });
}

export function describeAuthorizationMatrix(openHost: OpenConformanceHost, traits: ConformanceTraits): void {
  describe('authorization matrix', () => {
    let host: ConformanceHost;
    let fixture: Fixture;
    const tokens: Partial<Record<Actor, string>> = {};

    beforeAll(async () => {
      host = await openHost({});
      const email = {
        student: 'student@example.com',
        otherStudent: 'other@example.com',
        admin: 'admin@example.com',
      };
      const student = await host.signIn({ email: email.student });
      const otherStudent = await host.signIn({ email: email.otherStudent });
      const admin = await host.signIn({ email: email.admin, admin: true });
      tokens.student = student.idToken;
      tokens.otherStudent = otherStudent.idToken;
      tokens.admin = admin.idToken;
      fixture = {
        uid: { student: student.uid, otherStudent: otherStudent.uid, admin: admin.uid },
        email,
        publishedCourseId: await insertCourse(host.ctx.db, { slug: 'published' }),
        draftCourseId: await insertCourse(host.ctx.db, { slug: 'draft', status: 'draft' }),
        ids: {},
      };
      for (const area of MATRIX_AREAS) {
        if (area.setup) Object.assign(fixture.ids, await area.setup(host.ctx, fixture));
      }
    });
    afterAll(() => host?.close());

    const cases = MATRIX.flatMap((row) =>
      ACTORS.map((actor) => ({ row, actor, outcome: row.expect[actor] })),
    );
    // A refusal comes before the handler, so only the allowed calls need the feature a host may lack.
    const runnable = ({ row, outcome }: (typeof cases)[number]) =>
      outcome !== 'allow' || row.needs === undefined || meets(traits, { feature: row.needs });

    it.skip.each(cases.filter((c) => !runnable(c)))(
      '$row.operation ($row.situation) as $actor: needs $row.needs',
      () => {},
    );
    it.each(cases.filter(runnable))(
      '$row.operation ($row.situation) as $actor: $outcome',
      async ({ row, actor, outcome }) => {
        const token = tokens[actor];
        const response = await host.fetch(
          API_PATHS.functions(row.operation),
          postJson(
            { data: row.input(fixture) },
            token === undefined ? {} : { authorization: `Bearer ${token}` },
          ),
        );
        const body = await response.json();
        expect(response.status, JSON.stringify(body)).toBe(STATUS[outcome]);
        if (outcome === 'allow') expect(body).toHaveProperty('result');
        else expect(body.error.code).toBe(`functions/${outcome}`);
      },
    );
  });
}
