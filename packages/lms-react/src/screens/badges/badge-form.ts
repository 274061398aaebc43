// The badge editor's values (strings, as fields hold them) and the contract input they make, checked with the
// contract's own schema so the screen and the server refuse the same things.
import { badgeInputSchema, type Badge, type BadgeInput, type BadgeRuleKind } from '@lms/core';

/** The editor's expiry choice: none, or an amount of days or months. */
export type ValidityChoice = 'none' | 'days' | 'months';

export interface BadgeFormValues {
  name: string;
  description: string;
  criteria: string;
  image: string | null;
  kind: BadgeRuleKind;
  courseId: string;
  lessonId: string;
  category: string;
  count: string;
  minScore: string;
  active: boolean;
  validity: ValidityChoice;
  validFor: string;
}

export const NEW_BADGE: BadgeFormValues = {
  name: '',
  description: '',
  criteria: '',
  image: null,
  kind: 'course-completed',
  courseId: '',
  lessonId: '',
  category: '',
  count: '1',
  minScore: '80',
  active: true,
  validity: 'none',
  validFor: '12',
};

export function valuesOf(badge: Badge): BadgeFormValues {
  const rule = badge.rule;
  return {
    ...NEW_BADGE,
    name: badge.name,
    description: badge.description,
    criteria: badge.criteria,
    image: badge.image,
    kind: rule.kind,
    courseId: 'courseId' in rule ? rule.courseId : '',
    lessonId: rule.kind === 'quiz-score' ? rule.lessonId : '',
    category: rule.kind === 'category-courses' ? rule.category : '',
    count: rule.kind === 'category-courses' ? String(rule.count) : '1',
    minScore: rule.kind === 'quiz-score' ? String(rule.minScore) : '80',
    active: badge.active,
    validity: badge.validity?.unit ?? 'none',
    validFor: badge.validity ? String(badge.validity.amount) : '12',
  };
}

/** A whole number as typed, or NaN (which the schema refuses with its own words). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function ruleOf(values: BadgeFormValues) {
  switch (values.kind) {
    case 'category-courses':
      return { kind: values.kind, category: values.category, count: wholeNumber(values.count) };
    case 'quiz-score':
      return {
        kind: values.kind,
        courseId: values.courseId,
        lessonId: values.lessonId.trim(),
        minScore: wholeNumber(values.minScore),
      };
    case 'manual':
      return { kind: values.kind };
    default:
      return { kind: values.kind, courseId: values.courseId };
  }
}

/** The input, or each field's problem keyed by the form's field names. */
export function badgeInputOf(
  values: BadgeFormValues,
): { ok: true; input: BadgeInput } | { ok: false; issues: Record<string, string> } {
  const parsed = badgeInputSchema.safeParse({
    name: values.name,
    description: values.description,
    criteria: values.criteria,
    image: values.image ?? '',
    rule: ruleOf(values),
    active: values.active,
    validity:
      values.validity === 'none' ? null : { amount: wholeNumber(values.validFor), unit: values.validity },
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const key =
      first === 'rule' ? String(second ?? 'kind') : first === 'validity' ? 'validFor' : String(first);
    issues[key] ??= issue.message;
  }
  return { ok: false, issues };
}
