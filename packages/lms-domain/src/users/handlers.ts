// Callable handlers of the users area; the rules live in user-documents.ts, user-list.ts, user-detail.ts and
// account-admin.ts.
import { LmsError } from '@lms/core';
import { collectPersonalData } from '../areas/personal-data';
import type { Caller } from '../context';
import { enforceRateLimit } from '../rate-limit';
import type { HandlerMap } from '../functions/registry';
import { deleteUser, sendUserPasswordReset, setUserDisabled, setUserRole } from './account-admin';
import { getUserDocument, updateMyUserDocument } from './user-documents';
import { getUserDetail } from './user-detail';
import { exportUsersCsv, listUsers } from './user-list';

const DATA_EXPORT_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

// The callable route has already enforced each operation's access level; this only narrows the type.
function signedIn(caller: Caller | null): Caller {
  if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in first');
  return caller;
}

export const usersHandlers = {
  getUserDocument: async ({ ctx, caller, input }) => getUserDocument(ctx, signedIn(caller), input.uid),
  updateMyUserDocument: async ({ ctx, caller, input }) => updateMyUserDocument(ctx, signedIn(caller), input),
  exportMyData: async ({ ctx, caller }) => {
    const { uid } = signedIn(caller);
    // Reads every area's tables: a person needs it now and then, a script asking in a loop is refused.
    await enforceRateLimit(ctx, `data-export:${uid}`, DATA_EXPORT_LIMIT, 'functions/resource-exhausted');
    return collectPersonalData(ctx, uid);
  },
  listUsers: async ({ ctx, input }) => listUsers(ctx, input),
  exportUsersCsv: async ({ ctx, input }) => exportUsersCsv(ctx, input),
  getUserDetail: async ({ ctx, input }) => getUserDetail(ctx, input.uid),
  setUserRole: async ({ ctx, caller, input }) => setUserRole(ctx, signedIn(caller), input.uid, input.role),
  setUserDisabled: async ({ ctx, caller, input }) =>
    setUserDisabled(ctx, signedIn(caller), input.uid, input.disabled),
  sendUserPasswordReset: async ({ ctx, caller, input }) =>
    sendUserPasswordReset(ctx, signedIn(caller), input.uid),
  deleteUser: async ({ ctx, caller, input }) =>
    deleteUser(ctx, signedIn(caller), input.uid, input.confirmEmail),
} satisfies Partial<HandlerMap>;
