// getLaunchParameters (spec section 7): cmi5-style launch parameters of a step for the caller.
// - endpoint: this server's API, where the fetched token is accepted (we keep no xAPI statements, so it is not an
//   LRS; content launched with these parameters talks to the callable API).
// - fetch: cmi5's one-time URL; a POST to it answers {"auth-token"} once (an ID token limited like an embedded
//   session), then cmi5's error "already in use".
// - actor: an account agent named by the account's opaque uid on this server's home page: no e-mail, no name.
// - registration: one UUID per enrolment (the same for every step of the course, kept when an enrolment reopens).
// - activityId: the step's address on this server, stable as long as the step exists.
import { digest, toHex } from '../platform/random';
import { API_PATHS, LmsError } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { createFetchCode } from '../embedding/launch-tokens';
import { requireStepAccess } from './step-access';

/** A name-based UUID (version 5 layout) from the enrolment id: stable without storing anything. */
export async function registrationOf(enrollmentId: string): Promise<string> {
  const bytes = (await digest('SHA-1', `lms:registration:${enrollmentId}`)).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = toHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function getLaunchParameters(ctx: DomainContext, caller: Caller, stepId: string) {
  const { step, enrollment } = await requireStepAccess(ctx.db, caller, stepId);
  if (enrollment === null) {
    throw new LmsError(
      'functions/permission-denied',
      'Launch parameters belong to an enrolment; enrol first.',
      {
        reason: 'not-enrolled',
        courseId: step.course_id,
      },
    );
  }
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const { code } = await createFetchCode(ctx, caller.uid, step.id);
  return {
    endpoint: `${base}/api/`,
    fetch: `${base}${API_PATHS.launchFetch}?code=${encodeURIComponent(code)}`,
    actor: { objectType: 'Agent' as const, account: { homePage: base, name: caller.uid } },
    registration: await registrationOf(enrollment.id),
    activityId: `${base}/action-plan/${encodeURIComponent(step.id)}`,
  };
}
