import type { PasswordPolicy, PasswordRequirement } from '@lms/core';

/**
 * The requirements a policy actually sets, in lms-core's order, so the checklist lists only what applies
 * (a policy without an uppercase rule shows no uppercase line).
 */
export function requirementsOf(policy: PasswordPolicy): PasswordRequirement[] {
  const applies: Record<PasswordRequirement, boolean> = {
    minLength: true,
    maxLength: policy.maxLength !== undefined,
    lowercase: policy.requireLowercase,
    uppercase: policy.requireUppercase,
    numeric: policy.requireNumeric,
    nonAlphanumeric: policy.requireNonAlphanumeric,
  };
  return (Object.keys(applies) as PasswordRequirement[]).filter((requirement) => applies[requirement]);
}
