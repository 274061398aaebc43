// Who may call what: every contract operation x {anonymous, student, another student, admin}. The server enforces
// every permission (DEVELOPERS.md), so this table is the reference; a new operation fails the completeness check
// until it has a row here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AREA_NAMES, areaOfOperation, operations, type OperationName } from '@lms/core';
import { MATRIX_AREAS } from './authorization/areas';
import { U, type Actor, type Fixture, type Outcome } from './authorization/matrix-types';
import { testDatabases } from './helpers/databases';
import { createTestServer, type TestServer } from './helpers/server';
import { signInTestUser } from './helpers/auth';
import { insertCourse } from './fixtures/catalogue';

const MATRIX = MATRIX_AREAS.flatMap((area) => area.rows);

const ACTORS: Actor[] = ['anonymous', 'student', 'otherStudent', 'admin'];
const STATUS: Record<Outcome, number> = {
  allow: 200,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  unimplemented: 501,
};

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

describe.each(testDatabases())('authorization matrix ($dialect)', ({ dialect }) => {
  let server: TestServer;
  let fixture: Fixture;
  const tokens: Partial<Record<Actor, string>> = {};

  beforeAll(async () => {
    server = await createTestServer({ dialect });
    const email = {
      student: 'student@example.com',
      otherStudent: 'other@example.com',
      admin: 'admin@example.com',
    };
    const student = await signInTestUser(server.ctx, { email: email.student });
    const otherStudent = await signInTestUser(server.ctx, { email: email.otherStudent });
    const admin = await signInTestUser(server.ctx, { email: email.admin, admin: true });
    tokens.student = student.idToken;
    tokens.otherStudent = otherStudent.idToken;
    tokens.admin = admin.idToken;
    fixture = {
      uid: { student: student.uid, otherStudent: otherStudent.uid, admin: admin.uid },
      email,
      publishedCourseId: await insertCourse(server.ctx.db, { slug: 'published' }),
      draftCourseId: await insertCourse(server.ctx.db, { slug: 'draft', status: 'draft' }),
      ids: {},
    };
    for (const area of MATRIX_AREAS) {
      if (area.setup) Object.assign(fixture.ids, await area.setup(server.ctx, fixture));
    }
  });
  afterAll(() => server?.close());

  const cases = MATRIX.flatMap((row) => ACTORS.map((actor) => ({ row, actor, outcome: row.expect[actor] })));

  it.each(cases)('$row.operation ($row.situation) as $actor: $outcome', async ({ row, actor, outcome }) => {
    const token = tokens[actor];
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.functions(row.operation),
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: { data: row.input(fixture) },
    });
    const body = response.json();
    expect(response.statusCode, JSON.stringify(body)).toBe(STATUS[outcome]);
    if (outcome === 'allow') expect(body).toHaveProperty('result');
    else expect(body.error.code).toBe(`functions/${outcome}`);
  });
});
