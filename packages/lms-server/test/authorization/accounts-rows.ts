// Accounts, catalogue, enrolments list and functions of spec section 7.
import { D, U, type MatrixArea } from './matrix-types';

export const accountsArea: MatrixArea = {
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
      operation: 'listCourses',
      situation: 'the public catalogue',
      input: () => ({}),
      expect: { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'getCourse',
      situation: 'a published course',
      input: (f) => ({ id: f.publishedCourseId }),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'getCourse',
      situation: 'a draft course',
      input: (f) => ({ id: f.draftCourseId }),
      expect: { anonymous: U, student: 'not-found', otherStudent: 'not-found', admin: 'allow' },
    },
    {
      operation: 'listMyEnrollments',
      situation: 'own enrolments',
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'sendWelcomeEmail',
      situation: "to the student's address",
      input: (f) => ({ email: f.email.student, displayName: 'Student' }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
  ],
};
