// The demo set, checked the way the stories will see it: through the operations, as its people, at STORY_NOW.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInWithPassword } from '@lms/domain';
import { STORY_NOW } from './story-sets';
import { resolveStoryPlaceholders } from './placeholders';
import { seedTestDomain, type SeededTestDomain } from './testing/seeded-domain';

let domain: SeededTestDomain;

beforeAll(async () => {
  domain = await seedTestDomain('demo');
  console.info(`Seeding the demo set took ${Math.round(domain.seedMillis)} ms`);
}, 60_000);

afterAll(() => domain.close());

const as = (key: Parameters<SeededTestDomain['actor']>[0]) => domain.actor(key);

describe("the student's dashboard", () => {
  test('in progress: Spreadsheets (paused in a video), Python a third, Project Management not started', async () => {
    const page = await domain.run.call('listMyLearning', as('student'), STORY_NOW, { filter: 'in-progress' });
    expect(
      page.items.map((item) => [
        item.course.title,
        Math.round(item.percent),
        item.completedLessons,
        item.totalLessons,
      ]),
    ).toEqual([
      ['Spreadsheet Analysis', 50, 3, 6],
      ['Python for Absolute Beginners', 33, 2, 6],
      ['Project Management Foundations', 0, 0, 6],
    ]);
    const [sheets, python, projects] = page.items;
    expect(sheets?.lastLesson).toEqual({
      id: domain.ids.lessons.spreadsheets?.[3],
      title: 'A worked example',
      kind: 'video',
    });
    expect(sheets?.lastActivityAt).toBe('2026-11-20T08:40:00.000Z');
    expect(python?.lastLesson?.title).toBe('Python in the wild');
    expect(python?.lastActivityAt).toBe('2026-11-18T19:30:00.000Z');
    expect(projects?.lastLesson).toBeNull();
  });

  test('completed: Web Accessibility and the archived Flash course', async () => {
    const page = await domain.run.call('listMyLearning', as('student'), STORY_NOW, { filter: 'completed' });
    expect(page.items.map((item) => [item.course.title, item.course.status, item.percent])).toEqual([
      ['Web Accessibility Essentials', 'published', 100],
      ['Flash Animation Basics', 'archived', 100],
    ]);
  });

  test('recent activity: the latest completion in Spreadsheets first, ten entries', async () => {
    const { items } = await domain.run.call('listMyRecentActivity', as('student'), STORY_NOW, { limit: 10 });
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({
      kind: 'lesson-completed',
      at: '2026-11-20T08:40:00.000Z',
      course: { id: domain.ids.courses.spreadsheets, title: 'Spreadsheet Analysis' },
      lesson: { title: 'Check your understanding' },
    });
  });

  test('the video resumes where it was paused, ten seconds in', async () => {
    const progress = await domain.run.call('getMyProgress', as('student'), STORY_NOW, {
      courseId: domain.ids.courses.spreadsheets ?? '',
    });
    expect(progress.resumeLessonId).toBe(domain.ids.lessons.spreadsheets?.[3]);
    expect(progress.resumePositionSeconds).toBe(10);
  });

  test("the first quiz took two tries, the others one; Python's lessons after the second are locked", async () => {
    const accessibility = await domain.run.call('getMyProgress', as('student'), STORY_NOW, {
      courseId: domain.ids.courses.accessibility ?? '',
    });
    expect(
      accessibility.lessons.filter((lesson) => lesson.attempts > 0).map((lesson) => lesson.attempts),
    ).toEqual([2, 1]);
    const python = await domain.run.call('getCourseContent', as('student'), STORY_NOW, {
      courseId: domain.ids.courses.python ?? '',
    });
    expect(python.modules.flatMap((module) => module.lessons.map((lesson) => lesson.state))).toEqual([
      'completed',
      'completed',
      'available',
      'locked',
      'locked',
      'locked',
    ]);
  });

  test('the newcomer has no enrolment; Lee is five lessons into Python', async () => {
    const nina = await domain.run.call('listMyLearning', as('newcomer'), STORY_NOW, {});
    expect(nina.total).toBe(0);
    const lee = await domain.run.call('listMyLearning', as('otherStudent'), STORY_NOW, {});
    expect(lee.items.map((item) => [item.course.title, item.completedLessons])).toEqual([
      ['Python for Absolute Beginners', 5],
      ['Photography: Seeing the Light', 0],
    ]);
  });
});

describe('courses', () => {
  test("the admin's list has every course with its status, price and enrolments", async () => {
    const page = await domain.run.call('adminListCourses', as('admin'), STORY_NOW, {
      sort: 'title',
      pageSize: 100,
    });
    expect(
      page.items.map((course) => [course.title, course.status, course.priceCents, course.enrollmentCount]),
    ).toEqual([
      ['Flash Animation Basics', 'archived', 0, 1],
      ['Personal Finance That Works', 'published', 2500, 1],
      ['Photography: Seeing the Light', 'published', 1900, 1],
      ['Project Management Foundations', 'published', 4900, 1],
      ['Python for Absolute Beginners', 'published', 0, 2],
      ['SQL Performance Tuning', 'draft', 5900, 0],
      ['Spreadsheet Analysis', 'published', 2900, 1],
      ['Web Accessibility Essentials', 'published', 3900, 1],
    ]);
  });

  test('the catalogue shows the six published courses, newest first, with their pictures', async () => {
    const page = await domain.run.call('listCourses', null, STORY_NOW, {});
    expect(page.items.map((course) => course.title)).toEqual([
      'Personal Finance That Works',
      'Photography: Seeing the Light',
      'Project Management Foundations',
      'Web Accessibility Essentials',
      'Spreadsheet Analysis',
      'Python for Absolute Beginners',
    ]);
    expect(page.items[5]?.thumbnail).toBe('/storybook-assets/course-thumbnails/python.svg');
  });
});

describe('payments', () => {
  test('coupons in every state, with the uses their orders made', async () => {
    const { items } = await domain.run.call('adminListCoupons', as('admin'), STORY_NOW, {});
    const byCode = new Map(items.map((coupon) => [coupon.code, coupon]));
    expect(items.map((coupon) => coupon.code)).toEqual([
      'NEWYEAR27',
      'FREEPHOTO',
      'FIVEOFF',
      'WELCOME20',
      'VIP1',
      'SPRING10',
      'LAUNCH50',
    ]);
    expect(byCode.get('WELCOME20')).toMatchObject({
      percentOff: 20,
      maxRedemptions: 500,
      redemptionCount: 1,
      active: true,
    });
    expect(byCode.get('VIP1')).toMatchObject({ maxRedemptions: 1, redemptionCount: 1 });
    expect(byCode.get('LAUNCH50')?.active).toBe(false);
    expect(byCode.get('SPRING10')?.validUntil).toBe('2026-04-01T00:00:00.000Z');
    expect(byCode.get('NEWYEAR27')?.validFrom).toBe('2027-01-01T00:00:00.000Z');
    expect(byCode.get('FIVEOFF')).toMatchObject({ kind: 'fixed', amountOffCents: 500, currency: 'EUR' });
    expect(byCode.get('FIVEOFF')?.courseIds.sort()).toEqual(
      [domain.ids.courses.photography, domain.ids.courses.spreadsheets].sort(),
    );
  });

  test("the student's orders, newest first, in every status", async () => {
    const { items, total } = await domain.run.call('listMyOrders', as('student'), STORY_NOW, {});
    expect(total).toBe(5);
    const { orders } = domain.ids;
    expect(items.map((order) => [order.id, order.status])).toEqual([
      [orders.pending, 'pending'],
      [orders.declined, 'failed'],
      [orders.cancelled, 'cancelled'],
      [orders.paid, 'paid'],
      [orders.refunded, 'refunded'],
    ]);
    const [pending, declined, cancelled, paid, refunded] = items;
    expect(paid).toMatchObject({
      courseTitle: 'Spreadsheet Analysis',
      listPriceCents: 2900,
      discountCents: 580,
      totalCents: 2320,
      currency: 'EUR',
      couponCode: 'WELCOME20',
      provider: 'sandbox',
      created_at: '2026-10-05T09:55:00.000Z',
      paidAt: '2026-10-05T09:58:00.000Z',
    });
    expect(refunded).toMatchObject({
      totalCents: 2500,
      currency: 'USD',
      statusReason: 'Refunded by an administrator.',
      refundedAt: '2026-06-05T09:00:00.000Z',
    });
    expect(declined?.statusReason).toBe(
      'Your card was declined. No money was taken. Try again with another card.',
    );
    expect(cancelled?.statusReason).toBe('Cancelled on the payment page.');
    expect(pending).toMatchObject({ courseTitle: 'Photography: Seeing the Light', totalCents: 1900 });
  });

  test("the admin sees the student's orders and Lee's VIP1 purchase", async () => {
    const page = await domain.run.call('adminListOrders', as('admin'), STORY_NOW, {});
    expect(page.total).toBe(6);
    const vip = page.items.find((order) => order.id === domain.ids.orders.vip);
    expect(vip).toMatchObject({
      userEmail: 'lee@example.com',
      couponCode: 'VIP1',
      totalCents: 1330,
      status: 'paid',
    });
  });
});

describe('action plans', () => {
  test('the student has done the first step, started the second, not the third', async () => {
    const plan = await domain.run.call('getMyActionPlan', as('student'), STORY_NOW, {
      courseId: domain.ids.courses.spreadsheets ?? '',
    });
    expect(plan.steps.map((step) => [step.id, step.state, step.checkedCount, step.checklistCount])).toEqual([
      [domain.ids.steps.workbook, 'done', 3, 3],
      [domain.ids.steps.track, 'in-progress', 1, 2],
      [domain.ids.steps.chart, 'not-started', 0, 0],
    ]);
    const track = await domain.run.call('getActionPlanStep', as('student'), STORY_NOW, {
      stepId: domain.ids.steps.track ?? '',
    });
    expect(track.progress).toMatchObject({
      checkedItemIds: [domain.ids.checklistItems.track?.[0]],
      note: 'Groceries, transport, rent, fun, other.',
      startedAt: '2026-10-10T08:00:00.000Z',
    });
    expect(track.dueAt).toBe('2026-11-19T09:58:00.000Z');
  });
});

describe('support requests', () => {
  test("the queue: a visitor's new request, the urgent one assigned to the admin, one resolved, one closed", async () => {
    const queue = await domain.run.call('adminListSupportRequests', as('admin'), STORY_NOW, {});
    expect(
      queue.items.map((item) => [item.subject, item.status, item.priority, item.assignee?.name ?? null]),
    ).toEqual([
      ['I cannot create an account', 'new', 'normal', null],
      ['The video lesson stays black', 'open', 'urgent', 'Ada Admin'],
      ['Charged twice for Spreadsheet Analysis', 'resolved', 'normal', null],
      ['Typo in the accessibility quiz', 'closed', 'normal', null],
    ]);
  });

  test("the visitor's mailed link opens their request without a sign-in", async () => {
    const visitor = domain.ids.supportRequests.visitor;
    const view = await domain.run.call('getSupportRequest', null, STORY_NOW, {
      reference: visitor?.reference ?? '',
      token: visitor?.token ?? '',
    });
    expect(view).toMatchObject({ subject: 'I cannot create an account', status: 'new', canReply: true });
  });
});

describe('accounts', () => {
  test('every account, the admin with the admin role, Lee in French', async () => {
    const page = await domain.run.call('listUsers', as('admin'), STORY_NOW, {});
    expect(page.items.map((user) => [user.email, user.role, user.provider])).toEqual([
      ['nina@example.com', 'user', 'password'],
      ['gabriel@example.com', 'user', 'google.com'],
      ['disabled@example.com', 'user', 'password'],
      ['lee@example.com', 'user', 'password'],
      ['student@example.com', 'user', 'password'],
      ['admin@example.com', 'admin', 'password'],
    ]);
    const lee = page.items.find((user) => user.email === 'lee@example.com');
    expect(lee?.preferences).toEqual({ language: 'fr-FR', notifications: false });
    expect(lee?.last_login).toBe('2026-10-02T18:10:00.000Z');
  });

  test('the disabled account cannot sign in', async () => {
    await expect(
      signInWithPassword(
        domain.run.at(STORY_NOW),
        { email: 'disabled@example.com', password: 'Disabled-pass-1' },
        '127.0.0.1',
      ),
    ).rejects.toMatchObject({ code: 'auth/user-disabled' });
  });
});

test('the report counts the enrolments the domain holds in 2026, the refunded one too', async () => {
  const report = await domain.run.call('getEnrollmentReport', as('admin'), STORY_NOW, {
    from: '2026-01-01',
    to: '2026-11-30',
  });
  expect(report.totals).toEqual({ enrolled: 7, completed: 1 });
});

test('placeholders name what the seed made', () => {
  expect(
    resolveStoryPlaceholders('/student/courses/{course:python}/view?lesson={lesson:python/2}', domain.ids),
  ).toBe(`/student/courses/${domain.ids.courses.python}/view?lesson=${domain.ids.lessons.python?.[1]}`);
  expect(() => resolveStoryPlaceholders('/courses/{course:long-1}', domain.ids)).toThrow(
    'The demo set has nothing for {course:long-1}',
  );
});

// Last: it moves the clock past the open checkout's hour, which cancels it for good.
test('the open checkout expires an hour after it started, as every checkout does', async () => {
  const later = Date.parse(STORY_NOW) + 60 * 60_000;
  const order = await domain.run.call('getOrder', as('student'), later, {
    orderId: domain.ids.orders.pending ?? '',
  });
  expect(order.status).toBe('cancelled');
});
