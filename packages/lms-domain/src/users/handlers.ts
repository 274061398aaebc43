// Callable handlers of the user-document operations; the rules live in user-documents.ts.
import { LmsError } from '@lms/core';
import type { Caller } from '../context';
import type { HandlerMap } from '../functions/registry';
import { getUserDocument, listUsers, setUserRole, updateMyUserDocument } from './user-documents';

// The callable route has already enforced each operation's access level; this only narrows the type.
function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in first');
  return caller;
}

export const usersHandlers = {
  getUserDocument: async ({ ctx, caller, input }) => getUserDocument(ctx, signedIn(caller), input.uid),
  updateMyUserDocument: async ({ ctx, caller, input }) => updateMyUserDocument(ctx, signedIn(caller), input),
  listUsers: async ({ ctx, input }) => listUsers(ctx, input),
  setUserRole: async ({ ctx, caller, input }) => setUserRole(ctx, signedIn(caller), input.uid, input.role),
} satisfies Partial<HandlerMap>;
