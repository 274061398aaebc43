// How clients call and cache the users area's operations (cache-rules.ts).
import type { usersOperations } from '../operations/users';
import { cacheKinds, defineAreaCache } from './cache-rules';

const kinds = cacheKinds(['UserDocument', 'UserList', 'UserDetail']);
/** An account action: the admins' list and that user's page show what the server now holds, even after a refusal. */
const changedUser = {
  call: 'write',
  changes: [kinds.UserList, { kind: kinds.UserDetail, idFromInput: 'uid' }],
  evenWhenRefused: true,
} as const;

export const usersCache = defineAreaCache<typeof usersOperations>()(kinds, {
  getUserDocument: { call: 'read', provides: [{ kind: kinds.UserDocument, idFromInput: 'uid' }] },
  updateMyUserDocument: {
    call: 'write',
    changes: [{ kind: kinds.UserDocument, idFromResult: 'uid' }],
    evenWhenRefused: true,
  },
  // The GDPR export: each download is a fresh read the user asks for.
  exportMyData: { call: 'fresh' },
  // Accounts change away from the admins' page (sign-ups, sign-ins): each visit asks afresh.
  listUsers: { call: 'read', provides: [kinds.UserList], keepUnusedDataFor: 0 },
  exportUsersCsv: { call: 'fresh' },
  getUserDetail: {
    call: 'read',
    provides: [{ kind: kinds.UserDetail, idFromInput: 'uid' }],
    keepUnusedDataFor: 0,
  },
  setUserDisabled: changedUser,
  sendUserPasswordReset: { call: 'write' },
  deleteUser: { call: 'write', changes: [kinds.UserList], evenWhenRefused: true },
  setUserRole: changedUser,
  sendWelcomeEmail: { call: 'write' },
});
