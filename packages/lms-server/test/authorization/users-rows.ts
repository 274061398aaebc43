// The users area: user documents, the users list and roles, the welcome e-mail.
import { D, U, type MatrixArea } from './matrix-types';

export const usersArea: MatrixArea = {
  area: 'users',
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
      operation: 'listUsers',
      situation: 'all users',
      input: () => ({}),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'setUserRole',
      situation: "the student's role",
      input: (f) => ({ uid: f.uid.student, role: 'user' }),
      expect: { anonymous: U, student: D, otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'sendWelcomeEmail',
      situation: "to the student's address",
      input: (f) => ({ email: f.email.student, displayName: 'Student' }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
  ],
};
