// The audit log's security events as people cause them: mistyped passwords (the student's, and a guess at an
// address with no account) and a disabled account trying to sign in, through the domain's sign-in rule from a
// browser's address. Admin actions need no seed: every admin operation the seed calls is recorded by the dispatch.
import { isLmsError } from '@lms/core';
import { signInWithPassword } from '@lms/domain';
import type { SeedRun } from '../seed-run';
import { STORY_ACCOUNTS } from '../users';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const ATTEMPTS = [
  { email: STORY_ACCOUNTS.student.email, password: 'student-pass-1', at: '2026-11-20T07:58:00.000Z' },
  { email: 'principal@example.com', password: 'letmein', at: '2026-11-20T12:10:00.000Z' },
  {
    email: STORY_ACCOUNTS.disabled.email,
    password: STORY_ACCOUNTS.disabled.password ?? '',
    at: '2026-11-21T06:30:00.000Z',
  },
] as const;

/** Sign-in attempts that are refused (each is expected to be): their security events are what the stories show. */
export async function seedSecurityEvents(run: SeedRun): Promise<void> {
  for (const attempt of ATTEMPTS) {
    try {
      await signInWithPassword(
        run.at(attempt.at),
        { email: attempt.email, password: attempt.password },
        '198.51.100.23',
        BROWSER,
      );
    } catch (error) {
      if (isLmsError(error)) continue;
      throw error;
    }
    throw new Error(`Seed: the sign-in of ${attempt.email} was meant to be refused`);
  }
}
