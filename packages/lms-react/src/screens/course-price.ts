// A course's price and its card's picture loading, shared by the React course card and the landing page drawn
// without React (plain-landing/): no React here.
import { formatPrice as formatMoney, type CourseSummary } from '@lms/core';

/** Prices travel in minor units; "Free", or the amount with the currency's own decimals (¥1,200, 19,00 €). */
export function formatPrice(course: CourseSummary, language: string, freeLabel: string): string {
  if (course.priceCents === 0) return freeLabel;
  return formatMoney(course.priceCents, course.currency, language);
}

/** Cards of a list's first row: their pictures load at once, not when scrolled to. */
export const EAGER_COURSE_CARDS = 3;
