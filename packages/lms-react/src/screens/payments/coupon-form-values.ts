// The coupon dialog works on text (what the inputs hold); these functions turn a coupon into form values and form
// values into the input createCoupon / updateCoupon accept, judged by the contract's schema (lms-core) and its
// money rules. Dates are typed in the admin's own time zone (datetime-local) and travel as ISO instants.
import {
  createCouponInputSchema,
  isSupportedCurrency,
  majorAmountText,
  parseMajorAmount,
  type Coupon,
  type CouponFields,
} from '@lms/core';
import { issueMap, type IssueMap } from '../../ui-kit/schema-issues';

export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  /** As typed ("12.5" or "12,5"). */
  percentOff: string;
  /** Major units as typed ("5.00"). */
  amountOff: string;
  currency: string;
  /** `YYYY-MM-DDTHH:mm` in local time, or ''. */
  validFrom: string;
  validUntil: string;
  /** Whole numbers as typed; '' is no limit. */
  maxRedemptions: string;
  maxRedemptionsPerStudent: string;
  allCourses: boolean;
  courseIds: string[];
  active: boolean;
}

export function emptyCouponForm(defaultCurrency: string): CouponFormValues {
  return {
    code: '',
    kind: 'percent',
    percentOff: '',
    amountOff: '',
    currency: defaultCurrency,
    validFrom: '',
    validUntil: '',
    maxRedemptions: '',
    maxRedemptionsPerStudent: '',
    allCourses: true,
    courseIds: [],
    active: true,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the admin's local `YYYY-MM-DDTHH:mm` (what a datetime-local input holds). */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local `YYYY-MM-DDTHH:mm` as an ISO instant; null for '' and undefined for something unreadable. */
export function fromLocalInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.trim())) return undefined;
  // Without an offset, ECMAScript reads a date-time as local time: the admin's clock.
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function majorAmount(cents: number | null, currency: string | null): string {
  if (cents === null) return '';
  return majorAmountText(cents, currency ?? 'XXX');
}

export function couponFormValuesOf(coupon: Coupon, defaultCurrency: string): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff === null ? '' : String(coupon.percentOff),
    amountOff: majorAmount(coupon.amountOffCents, coupon.currency),
    currency: coupon.currency ?? defaultCurrency,
    validFrom: toLocalInput(coupon.validFrom),
    validUntil: toLocalInput(coupon.validUntil),
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
    maxRedemptionsPerStudent:
      coupon.maxRedemptionsPerStudent === null ? '' : String(coupon.maxRedemptionsPerStudent),
    allCourses: coupon.courseIds.length === 0,
    courseIds: [...coupon.courseIds],
    active: coupon.active,
  };
}

/** Problems the form finds before the schema can judge a value (it cannot read it at all). */
export const FORM_PROBLEMS = {
  percent: 'form:percent',
  amount: 'form:amount',
  currency: 'form:currency',
  date: 'form:date',
  wholeNumber: 'form:whole-number',
  courses: 'form:courses',
} as const;

export type CouponCheck = { ok: true; fields: CouponFields } | { ok: false; issues: IssueMap };

function limitOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The contract input for the form, or a message per field (schema messages, or FORM_PROBLEMS for unreadable text). */
export function couponInputOf(values: CouponFormValues): CouponCheck {
  const problems: Record<string, string> = {};
  const percent = values.kind === 'percent';
  const currency = values.currency.trim().toUpperCase();
  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (percent) {
    const text = values.percentOff.trim().replace(',', '.');
    percentOff = /^\d+(\.\d*)?$/.test(text) ? Number(text) : null;
    if (percentOff === null) problems.percentOff = FORM_PROBLEMS.percent;
  } else if (!isSupportedCurrency(currency)) {
    problems.currency = FORM_PROBLEMS.currency;
  } else {
    amountOffCents = parseMajorAmount(values.amountOff, currency);
    if (amountOffCents === null) problems.amountOffCents = FORM_PROBLEMS.amount;
  }
  const validFrom = fromLocalInput(values.validFrom);
  const validUntil = fromLocalInput(values.validUntil);
  if (validFrom === undefined) problems.validFrom = FORM_PROBLEMS.date;
  if (validUntil === undefined) problems.validUntil = FORM_PROBLEMS.date;
  const maxRedemptions = limitOf(values.maxRedemptions);
  const maxRedemptionsPerStudent = limitOf(values.maxRedemptionsPerStudent);
  if (maxRedemptions === undefined) problems.maxRedemptions = FORM_PROBLEMS.wholeNumber;
  if (maxRedemptionsPerStudent === undefined) problems.maxRedemptionsPerStudent = FORM_PROBLEMS.wholeNumber;
  if (!values.allCourses && values.courseIds.length === 0) problems.courseIds = FORM_PROBLEMS.courses;

  const candidate = {
    code: values.code,
    kind: values.kind,
    percentOff,
    amountOffCents,
    currency: percent ? null : currency,
    validFrom: validFrom ?? null,
    validUntil: validUntil ?? null,
    maxRedemptions: maxRedemptions ?? null,
    maxRedemptionsPerStudent: maxRedemptionsPerStudent ?? null,
    courseIds: values.allCourses ? [] : values.courseIds,
    active: values.active,
  };
  const parsed = createCouponInputSchema.safeParse(candidate);
  const issues = { ...(parsed.success ? {} : issueMap(parsed.error.issues)), ...problems };
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, fields: candidate };
}
