// The users area: user documents, the users list and roles, the administrators' account actions, the welcome e-mail.
import { insertUser } from '@lms/domain/internal/users/user-records';
import { D, U, type MatrixArea } from './matrix-types';

const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;

export const usersArea: MatrixArea = {
  area: 'users',
  // Disabling and deleting act for real when allowed: on accounts of their own, not the actors'.
  setup: async (ctx) => {
    const account = (email: string) =>
      insertUser(ctx, { email, emailVerified: true, provider: 'password' }).then((row) => row.uid);
    return {
      usersToDisable: await account('disable-me@example.com'),
      usersToDelete: await account('delete-me@example.com'),
    };
  },
  rows: [
    {
      operation: 'getUserDocument',
      situation: "the student's document",
      input: (f) => ({ uid: f.uid.student }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'updateMyUserDocument',
      situation: 'own document',
      input: () => ({ displayName: 'Renamed' }),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'exportMyData',
      situation: 'own data',
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'listUsers',
      situation: 'all users',
      input: () => ({}),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'exportUsersCsv',
      situation: 'all users',
      input: () => ({}),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'getUserDetail',
      situation: "the student's page",
      input: (f) => ({ uid: f.uid.student }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'setUserRole',
      situation: "the student's role",
      input: (f) => ({ uid: f.uid.student, role: 'user' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'setUserDisabled',
      situation: 'an account made for it',
      input: (f) => ({ uid: f.ids.usersToDisable, disabled: true }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'sendUserPasswordReset',
      situation: "to the student's address",
      input: (f) => ({ uid: f.uid.student }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'deleteUser',
      situation: 'an account made for it',
      input: (f) => ({ uid: f.ids.usersToDelete, confirmEmail: 'delete-me@example.com' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'sendWelcomeEmail',
      situation: "to the student's address",
      input: (f) => ({ email: f.email.student, displayName: 'Student' }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
  ],
};
