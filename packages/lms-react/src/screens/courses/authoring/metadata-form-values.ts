// The metadata form works on text (what the inputs hold); these functions turn a course into form values and form
// values into the patch updateCourse accepts, judged by the contract's schema and lms-core's money rules.
import {
  courseMetadataSchema,
  isSupportedCurrency,
  majorAmountText,
  parseMajorAmount,
  type AdminCourse,
  type CourseLevel,
  type CourseMetadataPatch,
} from '@lms/core';
import { issueMap, type IssueMap } from '../../../ui-kit/schema-issues';

export interface MetadataFormValues {
  title: string;
  summary: string;
  description: string;
  category: string;
  level: CourseLevel;
  /** Major units as typed ("19.99"). */
  price: string;
  currency: string;
  thumbnail: string;
  lockLessonsInOrder: boolean;
}

export function formValuesOf(course: AdminCourse): MetadataFormValues {
  return {
    title: course.title,
    summary: course.summary,
    description: course.description,
    category: course.category,
    level: course.level,
    price: majorAmountText(course.priceCents, course.currency),
    currency: course.currency,
    thumbnail: course.thumbnail ?? '',
    lockLessonsInOrder: course.lockLessonsInOrder,
  };
}

export function sameValues(a: MetadataFormValues, b: MetadataFormValues): boolean {
  return (Object.keys(a) as Array<keyof MetadataFormValues>).every((key) => a[key] === b[key]);
}

export type MetadataCheck =
  { ok: true; patch: CourseMetadataPatch } | { ok: false; issues: IssueMap; priceInvalid: boolean };

/** The changed fields as a patch, or the schema's messages per field (key `price` when the amount is unreadable). */
export function metadataPatch(values: MetadataFormValues, baseline: MetadataFormValues): MetadataCheck {
  const currency = values.currency.trim().toUpperCase();
  const priceCents = isSupportedCurrency(currency) ? parseMajorAmount(values.price, currency) : 0;
  const candidate = {
    title: values.title,
    summary: values.summary,
    description: values.description,
    category: values.category,
    level: values.level,
    priceCents: priceCents ?? 0,
    currency,
    thumbnail: values.thumbnail.trim() === '' ? null : values.thumbnail.trim(),
    lockLessonsInOrder: values.lockLessonsInOrder,
  };
  const parsed = courseMetadataSchema.omit({ slug: true }).safeParse(candidate);
  if (!parsed.success || priceCents === null) {
    return {
      ok: false,
      issues: parsed.success ? {} : issueMap(parsed.error.issues),
      priceInvalid: priceCents === null,
    };
  }
  const patch: Record<string, unknown> = {};
  const fieldOf: Record<string, keyof MetadataFormValues> = { priceCents: 'price', thumbnail: 'thumbnail' };
  for (const [key, value] of Object.entries(parsed.data)) {
    const field = fieldOf[key] ?? (key as keyof MetadataFormValues);
    if (
      values[field] !== baseline[field] ||
      (key === 'priceCents' && values.currency !== baseline.currency)
    ) {
      patch[key] = value;
    }
  }
  return { ok: true, patch: patch as CourseMetadataPatch };
}
