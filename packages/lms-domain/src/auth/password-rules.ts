// The password policy (spec 5: the settings' sign-in section, else the server's configuration), enforced with the same checkPassword lms-core uses for live feedback.
import { LmsError, checkPassword } from '@lms/core';
import type { DomainContext } from '../context';
import { effectivePasswordPolicy } from '../settings/site-settings';

const REQUIREMENT_TEXT = {
  minLength: (n?: number) => `at least ${n} characters`,
  maxLength: (n?: number) => `at most ${n} characters`,
  lowercase: () => 'a lowercase letter',
  uppercase: () => 'an uppercase letter',
  numeric: () => 'a digit',
  nonAlphanumeric: () => 'a character that is neither a letter nor a digit',
} as const;

export async function assertPasswordMeetsPolicy(ctx: DomainContext, password: string): Promise<void> {
  const policy = await effectivePasswordPolicy(ctx);
  const { ok, unmet } = checkPassword(password, policy);
  if (ok) return;
  const needs = unmet.map((requirement) =>
    REQUIREMENT_TEXT[requirement](requirement === 'maxLength' ? policy.maxLength : policy.minLength),
  );
  throw new LmsError('auth/password-does-not-meet-requirements', `The password needs ${needs.join(', ')}`, {
    unmet,
  });
}
