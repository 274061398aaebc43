// Request bodies of /api/auth/* are checked with lms-core's wire schemas. Problems with the e-mail or a missing
// password get the specific auth/ codes a sign-in form can explain; anything else is functions/invalid-argument.
// The wire schemas are zod/mini ones (the browser loads them up front), hence the mini and core types here.
import { LmsError } from '@lms/core';
import type { z } from 'zod/mini';

export function parseAuthBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new LmsError('functions/invalid-argument', 'The request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw authBodyError(result.error, body as Record<string, unknown>);
  return result.data;
}

export function authBodyError(error: z.core.$ZodError, body: Record<string, unknown>): LmsError {
  const fields = new Set(error.issues.map((issue) => issue.path[0]));
  if (fields.has('email'))
    return new LmsError('auth/invalid-email', 'The e-mail address is not valid', error.issues);
  for (const field of ['password', 'newPassword']) {
    if (fields.has(field) && (body[field] === undefined || body[field] === '')) {
      return new LmsError('auth/missing-password', 'Enter a password', error.issues);
    }
  }
  const described = error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return new LmsError('functions/invalid-argument', `Invalid request: ${described}`, error.issues);
}
