// The user-document operations with the server's rules: read your own document (admins: any), change only your
// own profile, list users (admins), change roles without ever leaving the platform without an administrator.
import { LmsError } from '@lms/core';
import { toUserDocument, type UserRecord } from '../user-record';
import { paginate, type Caller, type HandlerMap } from './handler-types';

function signedIn(caller: Caller | null): Caller {
  // The access check has run already; this only narrows the type and guards direct calls.
  if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in first');
  return caller;
}

const newestFirst = (a: UserRecord, b: UserRecord) => b.createdAt - a.createdAt || a.uid.localeCompare(b.uid);

export const userHandlers: HandlerMap = {
  getUserDocument: ({ db, caller, input }) => {
    const who = signedIn(caller);
    if (input.uid !== who.uid && !who.admin) {
      throw new LmsError('functions/permission-denied', 'You can only read your own user document');
    }
    const user = db.users.get(input.uid);
    if (!user) throw new LmsError('functions/not-found', `No user document for ${input.uid}`);
    return toUserDocument(user);
  },

  updateMyUserDocument: ({ db, clock, caller, input }) => {
    const user = db.users.get(signedIn(caller).uid);
    if (!user) throw new LmsError('functions/not-found', 'Your account no longer exists');
    if (input.displayName !== undefined)
      user.displayName = input.displayName === '' ? null : input.displayName;
    if (input.photoURL !== undefined) user.photoURL = input.photoURL === '' ? null : input.photoURL;
    if (input.preferences?.language !== undefined) user.preferences.language = input.preferences.language;
    if (input.preferences?.notifications !== undefined) {
      user.preferences.notifications = input.preferences.notifications;
    }
    user.updatedAt = clock.now();
    return toUserDocument(user);
  },

  listUsers: ({ db, input }) => {
    const search = input.search?.toLowerCase();
    const matching = [...db.users.values()]
      .filter(
        (user) =>
          !search || user.email.includes(search) || (user.displayName ?? '').toLowerCase().includes(search),
      )
      .sort(newestFirst);
    const page = paginate(matching, input.page, input.pageSize);
    return { ...page, items: page.items.map(toUserDocument) };
  },

  setUserRole: ({ db, clock, caller, input }) => {
    const who = signedIn(caller);
    const user = db.users.get(input.uid);
    if (!user) throw new LmsError('functions/not-found', `No user ${input.uid}`);
    if (user.role !== input.role) {
      if (input.role === 'user' && db.adminCount() <= 1) {
        const subject = user.uid === who.uid ? 'You are' : 'This user is';
        throw new LmsError(
          'functions/permission-denied',
          `${subject} the last administrator; make someone else an admin first`,
        );
      }
      user.role = input.role;
      user.updatedAt = clock.now();
    }
    return toUserDocument(user);
  },
};
