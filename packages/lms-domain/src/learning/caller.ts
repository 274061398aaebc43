import { LmsError } from '@lms/core';
import type { Caller } from '../context';

/** The route enforces access 'user'; this keeps a service safe if it is ever called directly. */
export function requireCaller(caller: Caller | null): Caller {
  if (caller === null) throw new LmsError('functions/unauthenticated', 'Sign in to learn.');
  return caller;
}
