// Sessions started with a launch token (or a cmi5 fetch) may call only the operations an embedded step needs
// (lms-core's EMBED_SESSION_OPERATIONS): another site's back end asked for them, not the student.
import { EMBED_SESSION_PROVIDER, LmsError, embedSessionMayCall, type OperationName } from '@lms/core';
import type { Caller } from '../context';

export function assertSessionScope(caller: Caller, name: OperationName): Caller {
  if (caller.provider !== EMBED_SESSION_PROVIDER) return caller;
  // Never an administrator's powers, even if the account was promoted after the launch.
  if (embedSessionMayCall(name)) return { ...caller, admin: false };
  throw new LmsError(
    'functions/permission-denied',
    `${name} needs a sign-in on this site; an embedded session cannot call it.`,
    { reason: 'embedded-session' },
  );
}
