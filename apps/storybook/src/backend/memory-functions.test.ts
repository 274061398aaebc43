import { describe, expect, it } from 'vitest';
import { operations, readIdTokenClaims, type OperationName } from '@lms/core';
import { createInMemoryBackend } from './in-memory-backend';
import { DEMO_COURSE_IDS } from './fixtures/demo-courses';
import { DEMO_USERS } from './fixtures/demo-users';
import { codeOf, connectAs } from './testing/connect-as';

const student = DEMO_USERS.student.uid;
const admin = DEMO_USERS.admin.uid;
const other = DEMO_USERS.otherStudent.uid;

describe('in-memory functions: access levels of the contract', () => {
  const accessOf = (name: OperationName) => operations[name].access;

  it('lets a visitor call a public operation (listCourses)', async () => {
    expect(accessOf('listCourses')).toBe('public');
    const page = await connectAs(createInMemoryBackend(), null).functions.call('listCourses', {});
    expect(page.total).toBeGreaterThan(0);
  });

  it('refuses a user operation to a visitor with functions/unauthenticated', async () => {
    expect(accessOf('listMyEnrollments')).toBe('user');
    const visitor = connectAs(createInMemoryBackend(), null);
    expect(await codeOf(visitor.functions.call('listMyEnrollments', {}))).toBe('functions/unauthenticated');
  });

  it('refuses an admin operation to a student with functions/permission-denied', async () => {
    expect(accessOf('listUsers')).toBe('admin');
    const ports = connectAs(createInMemoryBackend(), student);
    expect(await codeOf(ports.functions.call('listUsers', {}))).toBe('functions/permission-denied');
  });

  it('lets an admin call an admin operation', async () => {
    const page = await connectAs(createInMemoryBackend(), admin).functions.call('listUsers', {});
    expect(page.items.map((user) => user.uid)).toContain(student);
  });

  it('refuses a token it did not issue instead of treating the caller as a visitor', async () => {
    const backend = createInMemoryBackend();
    const forged = readIdTokenClaims(backend.sessionFor(student).tokens.idToken);
    expect(forged.sub).toBe(student);
    const ports = backend.connect(async () => 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1aWQtYWRtaW4ifQ.');
    expect(await codeOf(ports.functions.call('listCourses', {}))).toBe('functions/unauthenticated');
  });

  it('uses the account role at call time: a demoted admin loses admin operations at once', async () => {
    const backend = createInMemoryBackend();
    const formerAdmin = connectAs(backend, admin);
    backend.db.users.get(student)!.role = 'admin';
    await connectAs(backend, student).functions.call('setUserRole', { uid: admin, role: 'user' });
    expect(await codeOf(formerAdmin.functions.call('listUsers', {}))).toBe('functions/permission-denied');
  });
});

describe('in-memory functions: own-document rules', () => {
  it('lets a student read their own user document', async () => {
    const doc = await connectAs(createInMemoryBackend(), student).functions.call('getUserDocument', {
      uid: student,
    });
    expect(doc).toMatchObject({
      uid: student,
      role: 'user',
      xapi_identifier: `mailto:${DEMO_USERS.student.email}`,
    });
  });

  it("refuses a student another user's document with functions/permission-denied", async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    expect(await codeOf(ports.functions.call('getUserDocument', { uid: other }))).toBe(
      'functions/permission-denied',
    );
  });

  it("lets an admin read any user's document", async () => {
    const doc = await connectAs(createInMemoryBackend(), admin).functions.call('getUserDocument', {
      uid: other,
    });
    expect(doc.uid).toBe(other);
  });

  it('changes only the caller own document with updateMyUserDocument', async () => {
    const backend = createInMemoryBackend();
    const updated = await connectAs(backend, student).functions.call('updateMyUserDocument', {
      displayName: '  Samantha  ',
      preferences: { language: 'fr-FR' },
    });
    expect(updated).toMatchObject({
      uid: student,
      displayName: 'Samantha',
      preferences: { language: 'fr-FR' },
    });
    expect(backend.db.users.get(other)?.displayName).toBe('Lee Learner');
  });

  it('lists only the caller own enrolments, newest first', async () => {
    const items = await connectAs(createInMemoryBackend(), student).functions.call('listMyEnrollments', {});
    expect(new Set(items.map((item) => item.user_id))).toEqual(new Set([student]));
    expect(items.map((item) => item.course_id)).toEqual([
      DEMO_COURSE_IDS.projects,
      DEMO_COURSE_IDS.spreadsheets,
      DEMO_COURSE_IDS.accessibility,
      DEMO_COURSE_IDS.python,
      DEMO_COURSE_IDS.archived,
    ]);
  });

  it('sends the welcome e-mail only to the caller own address', async () => {
    const backend = createInMemoryBackend();
    const ports = connectAs(backend, student);
    expect(await codeOf(ports.functions.call('sendWelcomeEmail', { email: DEMO_USERS.admin.email }))).toBe(
      'functions/permission-denied',
    );
    await ports.functions.call('sendWelcomeEmail', { email: DEMO_USERS.student.email.toUpperCase() });
    expect(backend.outbox()).toEqual([
      expect.objectContaining({ kind: 'welcome', to: DEMO_USERS.student.email }),
    ]);
  });

  it('never leaves the platform without an administrator (setUserRole)', async () => {
    const ports = connectAs(createInMemoryBackend(), admin);
    expect(await codeOf(ports.functions.call('setUserRole', { uid: admin, role: 'user' }))).toBe(
      'functions/permission-denied',
    );
  });
});

describe('in-memory functions: the contract schemas', () => {
  it('rejects input the schema refuses with functions/invalid-argument and the issues', async () => {
    const ports = connectAs(createInMemoryBackend(), null);
    const call = ports.functions.call('listCourses', { pageSize: 1000 } as never);
    await expect(call).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      details: { issues: [expect.objectContaining({ path: 'pageSize' })] },
    });
  });

  it('rejects unknown fields (strict input objects)', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    expect(await codeOf(ports.functions.call('updateMyUserDocument', { role: 'admin' } as never))).toBe(
      'functions/invalid-argument',
    );
  });

  it('answers an unknown operation with functions/not-found', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    expect(await codeOf(ports.functions.call('dropTables' as OperationName, {} as never))).toBe(
      'functions/not-found',
    );
  });

  it('answers getLaunchParameters with functions/unimplemented, as the server does today', async () => {
    const ports = connectAs(createInMemoryBackend(), student);
    expect(await codeOf(ports.functions.call('getLaunchParameters', { stepId: 'step-1' }))).toBe(
      'functions/unimplemented',
    );
  });

  it('answers with a copy: changing an answer does not change the data', async () => {
    const backend = createInMemoryBackend();
    const ports = connectAs(backend, student);
    const doc = await ports.functions.call('getUserDocument', { uid: student });
    doc.displayName = 'Changed by a screen';
    expect((await ports.functions.call('getUserDocument', { uid: student })).displayName).toBe('Sam Student');
  });
});

describe('in-memory functions: the catalogue', () => {
  it('lists published courses only, newest first, with the requested page size', async () => {
    const page = await connectAs(createInMemoryBackend(), null).functions.call('listCourses', {
      pageSize: 4,
    });
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(page.items.map((course) => course.id)).toEqual([
      DEMO_COURSE_IDS.finance,
      DEMO_COURSE_IDS.photography,
      DEMO_COURSE_IDS.projects,
      DEMO_COURSE_IDS.accessibility,
    ]);
    expect(page.items.every((course) => course.status === 'published')).toBe(true);
  });

  it('filters by search term and category and sorts by price', async () => {
    const functions = connectAs(createInMemoryBackend(), null).functions;
    const search = await functions.call('listCourses', { search: 'PYTHON' });
    expect(search.items.map((course) => course.id)).toEqual([DEMO_COURSE_IDS.python]);
    const data = await functions.call('listCourses', { category: 'Data', sort: 'price-asc' });
    expect(data.items.map((course) => course.id)).toEqual([DEMO_COURSE_IDS.spreadsheets]);
    const cheapest = await functions.call('listCourses', { sort: 'price-asc', pageSize: 1 });
    expect(cheapest.items[0]?.priceCents).toBe(0);
  });

  it('hides a draft course from students (not-found) and shows it to admins', async () => {
    const backend = createInMemoryBackend();
    const asStudent = connectAs(backend, student).functions.call('getCourse', {
      id: DEMO_COURSE_IDS.sqlDraft,
    });
    expect(await codeOf(asStudent)).toBe('functions/not-found');
    const asAdmin = await connectAs(backend, admin).functions.call('getCourse', {
      id: DEMO_COURSE_IDS.sqlDraft,
    });
    expect(asAdmin.status).toBe('draft');
  });

  it('finds a course by its slug as well as its id', async () => {
    const functions = connectAs(createInMemoryBackend(), student).functions;
    const course = await functions.call('getCourse', { id: 'python-for-absolute-beginners' });
    expect(course.id).toBe(DEMO_COURSE_IDS.python);
    expect(course.modules.flatMap((module) => module.lessons)).toHaveLength(course.lessonCount);
  });
});
