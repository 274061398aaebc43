// The empty and long sets, checked through the operations at STORY_NOW.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LONG_STUDENT_NAME } from './users';
import { STORY_NOW } from './story-sets';
import { seedTestDomain, type SeededTestDomain } from './testing/seeded-domain';

describe('the empty set', () => {
  let domain: SeededTestDomain;
  beforeAll(async () => {
    domain = await seedTestDomain('empty');
    console.info(`Seeding the empty set took ${Math.round(domain.seedMillis)} ms`);
  }, 60_000);
  afterAll(() => domain.close());

  test('has every account and nothing else', async () => {
    const admin = domain.actor('admin');
    expect((await domain.run.call('listUsers', admin, STORY_NOW, {})).total).toBe(6);
    expect((await domain.run.call('listCourses', null, STORY_NOW, {})).total).toBe(0);
    expect((await domain.run.call('adminListCourses', admin, STORY_NOW, {})).total).toBe(0);
    expect((await domain.run.call('adminListCoupons', admin, STORY_NOW, {})).total).toBe(0);
    expect((await domain.run.call('adminListOrders', admin, STORY_NOW, {})).total).toBe(0);
    expect((await domain.run.call('listMyLearning', domain.actor('student'), STORY_NOW, {})).total).toBe(0);
    expect(domain.ids.courses).toEqual({});
  });
});

describe('the long set', () => {
  let domain: SeededTestDomain;
  beforeAll(async () => {
    domain = await seedTestDomain('long');
    console.info(`Seeding the long set took ${Math.round(domain.seedMillis)} ms`);
  }, 60_000);
  afterAll(() => domain.close());

  test('the catalogue holds more courses than one page', async () => {
    const first = await domain.run.call('listCourses', null, STORY_NOW, {});
    expect(first.pageSize).toBe(12);
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(22);
    const long = await domain.run.call('getCourse', domain.actor('student'), STORY_NOW, {
      id: domain.ids.courses['long-1'] ?? '',
    });
    expect(long.title).toBe(
      'Advanced Interdisciplinary Approaches to Sustainable Urban Infrastructure Planning, Financing and Governance',
    );
    expect(long.priceCents).toBe(129_900);
  });

  test('the student has more courses in progress and completed than a dashboard list shows (6)', async () => {
    const student = domain.actor('student');
    const inProgress = await domain.run.call('listMyLearning', student, STORY_NOW, { filter: 'in-progress' });
    const completed = await domain.run.call('listMyLearning', student, STORY_NOW, { filter: 'completed' });
    expect([inProgress.total, completed.total]).toEqual([11, 10]);
    const me = await domain.run.call('getUserDocument', student, STORY_NOW, { uid: student.uid });
    expect(me.displayName).toBe(LONG_STUDENT_NAME);
  });

  test('more coupons than a page of the admin list (20)', async () => {
    const page = await domain.run.call('adminListCoupons', domain.actor('admin'), STORY_NOW, {});
    expect(page.total).toBe(37);
    expect(page.items).toHaveLength(20);
    const promos = await domain.run.call('adminListCoupons', domain.actor('admin'), STORY_NOW, {
      search: 'PROMO',
      pageSize: 100,
    });
    expect(promos.items.filter((coupon) => !coupon.active).map((coupon) => coupon.code)).toEqual([
      'PROMO28',
      'PROMO21',
      'PROMO14',
      'PROMO07',
    ]);
  });
});
