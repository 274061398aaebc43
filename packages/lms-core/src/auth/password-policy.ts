// The identity provider's password policy (spec sections 5 and 9), checked on the client for live feedback. The
// back end enforces the same rules with this function, so both sides agree on what "numeric" or "length" means.
import type { PasswordPolicy } from '../api/ports';

export type PasswordRequirement =
  'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

export interface PasswordCheck {
  ok: boolean;
  /** Every requirement the password misses, in the order above, so a form can list them all at once. */
  unmet: PasswordRequirement[];
}

/** Spec section 9: default minimum length 6 and no character-class requirements. */
export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = Object.freeze({
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
});

// Unicode-aware classes: "é" is a lowercase letter and "٣" a digit for users writing in other scripts.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const NUMERIC = /\p{Nd}/u;
const NON_ALPHANUMERIC = /[^\p{L}\p{N}]/u;

export function checkPassword(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): PasswordCheck {
  // Count characters as people see them (code points), not UTF-16 units, so an emoji counts once.
  const length = [...password].length;
  const unmet: PasswordRequirement[] = [];
  if (length < policy.minLength) unmet.push('minLength');
  if (policy.maxLength !== undefined && length > policy.maxLength) unmet.push('maxLength');
  if (policy.requireLowercase && !LOWERCASE.test(password)) unmet.push('lowercase');
  if (policy.requireUppercase && !UPPERCASE.test(password)) unmet.push('uppercase');
  if (policy.requireNumeric && !NUMERIC.test(password)) unmet.push('numeric');
  if (policy.requireNonAlphanumeric && !NON_ALPHANUMERIC.test(password)) unmet.push('nonAlphanumeric');
  return { ok: unmet.length === 0, unmet };
}
