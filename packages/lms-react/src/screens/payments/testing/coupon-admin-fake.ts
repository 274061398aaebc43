// The admin side of the payments double: coupons listed with search and pages, created, edited and deactivated
// with the server's uniqueness rule, and a course list for the course restriction.
import {
  LmsError,
  normalizeCouponCode,
  type AdminCourseSummary,
  type Coupon,
  type CouponFields,
} from '@lms/core';
import type { OperationHandlers } from '../../../test-support/fake-backend';
import { courseSummary } from '../../../test-support/fixtures';
import { coupon } from './payments-fake';

export function adminCourseSummary(overrides: Partial<AdminCourseSummary> = {}): AdminCourseSummary {
  return {
    ...courseSummary(),
    enrollmentCount: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function createCouponAdminFake(initial: Coupon[], courses: AdminCourseSummary[] = []) {
  const coupons = [...initial];
  let created = 0;

  function store(fields: CouponFields, id: string, previous?: Coupon): Coupon {
    const code = normalizeCouponCode(fields.code);
    if (coupons.some((item) => item.code === code && item.id !== id)) {
      throw new LmsError('functions/invalid-argument', `Another coupon already has the code ${code}.`, {
        field: 'code',
        reason: 'duplicate-code',
      });
    }
    return coupon({
      ...previous,
      id,
      code,
      kind: fields.kind,
      percentOff: fields.percentOff ?? null,
      amountOffCents: fields.amountOffCents ?? null,
      currency: fields.currency ?? null,
      validFrom: fields.validFrom ?? null,
      validUntil: fields.validUntil ?? null,
      maxRedemptions: fields.maxRedemptions ?? null,
      maxRedemptionsPerStudent: fields.maxRedemptionsPerStudent ?? null,
      courseIds: fields.courseIds ?? [],
      active: fields.active ?? true,
    });
  }

  const handlers: OperationHandlers = {
    adminListCoupons: ({ search, page = 1, pageSize = 20 }) => {
      const matching = coupons.filter((item) => !search || item.code.includes(search.toUpperCase()));
      return {
        items: matching.slice((page - 1) * pageSize, page * pageSize).map((item) => ({ ...item })),
        total: matching.length,
        page,
        pageSize,
      };
    },
    adminListCourses: ({ search }) => {
      const matching = courses.filter(
        (course) => !search || course.title.toLowerCase().includes(search.toLowerCase()),
      );
      return { items: matching, total: matching.length, page: 1, pageSize: 100 };
    },
    createCoupon: (fields) => {
      created += 1;
      const item = store(fields, `new-${created}`);
      coupons.unshift(item);
      return item;
    },
    updateCoupon: ({ id, ...fields }) => {
      const index = coupons.findIndex((item) => item.id === id);
      if (index < 0) throw new LmsError('functions/not-found', 'There is no coupon with this id.');
      const item = store(fields, id, coupons[index]);
      coupons[index] = item;
      return item;
    },
    deactivateCoupon: ({ id }) => {
      const index = coupons.findIndex((entry) => entry.id === id);
      if (index < 0) throw new LmsError('functions/not-found', 'There is no coupon with this id.');
      // A copy: the store froze the objects it was answered with.
      const item = { ...coupons[index]!, active: false };
      coupons[index] = item;
      return { ...item };
    },
  };
  return { handlers, coupons };
}
