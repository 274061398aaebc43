// The shape every field rule answers with, and how rules combine (spec section 5, generic field rules).

export type RuleName =
  | 'date'
  | 'time'
  | 'fullTime'
  | 'timeOrFullTime'
  | 'email'
  | 'hexColor'
  | 'hexaColor'
  | 'rgbColor'
  | 'rgbaColor';

export type ValidationResult = { ok: true } | { ok: false; rule: RuleName; message: string };

/** A rule takes whatever a field holds (forms hand over unknown values) and judges it. */
export type Rule = (value: unknown) => ValidationResult;

export const VALID_RESULT: ValidationResult = Object.freeze({ ok: true });

export function invalidResult(rule: RuleName, message: string): ValidationResult {
  return { ok: false, rule, message };
}

/** Runs rules in order and answers with the first failure, so a person sees one clear message at a time. */
export function validate(value: unknown, rules: readonly Rule[]): ValidationResult {
  for (const rule of rules) {
    const result = rule(value);
    if (!result.ok) return result;
  }
  return VALID_RESULT;
}

/** Lets an optional field stay empty: undefined, null and '' pass; anything else must satisfy the rule. */
export function allowEmpty(rule: Rule): Rule {
  return (value) => (value === undefined || value === null || value === '' ? VALID_RESULT : rule(value));
}

/** Adapts rules to form libraries that expect `true | message` (React Aria's `validate`, Quasar-style rules). */
export function toFieldValidator(rules: readonly Rule[]): (value: unknown) => true | string {
  return (value) => {
    const result = validate(value, rules);
    return result.ok ? true : result.message;
  };
}
