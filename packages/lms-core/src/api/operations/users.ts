import { z } from 'zod';
import { defineOperation } from '../contract';
import { userDocumentSchema, userDocumentUpdateSchema, roleSchema } from '../schemas/user';
import { pageSchema } from '../schemas/course';
import {
  adminUserDetailSchema,
  adminUserSchema,
  userCsvExportSchema,
  userListFilterShape,
} from '../schemas/admin-users';

const uidInput = { uid: z.string().min(1).max(128) };

/** Read users/{uid} (spec section 7). The server lets a user read only their own document; admins read any. */
export const getUserDocument = defineOperation({
  name: 'getUserDocument',
  summary: 'Read a user document (your own, or any as an admin).',
  input: z.object({ uid: z.string().min(1).max(128) }).strict(),
  output: userDocumentSchema,
  access: 'user',
});

/** Update users/{uid} on profile change (spec section 7): only the caller's own document. */
export const updateMyUserDocument = defineOperation({
  name: 'updateMyUserDocument',
  summary: 'Change your display name, photo or preferences.',
  input: userDocumentUpdateSchema,
  output: userDocumentSchema,
  access: 'user',
});

/** A person's data export (GDPR articles 15 and 20): what every area keeps about the caller, as JSON. */
export const exportMyData = defineOperation({
  name: 'exportMyData',
  summary:
    'Everything the platform keeps about you (account, learning, orders, certificates, support, action plans), as JSON.',
  input: z.object({}).strict(),
  output: z.object({
    exportedAt: z.string(),
    /** Each area's records about the caller, by area name; credentials and token hashes are never included. */
    areas: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
  access: 'user',
});

export const listUsers = defineOperation({
  name: 'listUsers',
  summary:
    'List users (newest first unless sorted by last sign-in), searched by e-mail or name, filtered by role and status.',
  input: z
    .object({
      ...userListFilterShape,
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    })
    .strict(),
  output: pageSchema(adminUserSchema),
  access: 'admin',
});

export const exportUsersCsv = defineOperation({
  name: 'exportUsersCsv',
  summary: 'The users matching the list filters as a CSV document (at most 50,000 rows).',
  input: z.object(userListFilterShape).strict(),
  output: userCsvExportSchema,
  access: 'admin',
});

export const getUserDetail = defineOperation({
  name: 'getUserDetail',
  summary: "A user's account with their enrolments, progress and orders.",
  input: z.object(uidInput).strict(),
  output: adminUserDetailSchema,
  access: 'admin',
});

/** A disabled user cannot sign in and is signed out at their next token refresh (spec section 4). */
export const setUserDisabled = defineOperation({
  name: 'setUserDisabled',
  summary: 'Disable or enable an account (never your own, nor the last active administrator).',
  input: z.object({ ...uidInput, disabled: z.boolean() }).strict(),
  output: adminUserSchema,
  access: 'admin',
  refusals: ['last-admin', 'self'],
});

export const sendUserPasswordReset = defineOperation({
  name: 'sendUserPasswordReset',
  summary: 'E-mail a password-reset link to a user.',
  input: z.object(uidInput).strict(),
  output: z.object({ sent: z.literal(true), email: z.string() }),
  access: 'admin',
  refusals: ['disabled'],
});

/** The administrator types the account's e-mail address to confirm, so a slip of the hand deletes nobody. */
export const deleteUser = defineOperation({
  name: 'deleteUser',
  summary:
    'Delete an account (never your own, nor the last administrator); its orders stay, without the person.',
  input: z.object({ ...uidInput, confirmEmail: z.string().trim().toLowerCase().max(320) }).strict(),
  output: z.object({ deleted: z.literal(true) }),
  access: 'admin',
  refusals: ['confirm-mismatch', 'last-admin', 'self'],
});

export const setUserRole = defineOperation({
  name: 'setUserRole',
  summary: 'Make a user an admin or a student (never demoting yourself or the last administrator).',
  input: z.object({ ...uidInput, role: roleSchema }).strict(),
  output: adminUserSchema,
  access: 'admin',
  refusals: ['last-admin', 'self'],
});

/**
 * Called after e-mail sign-up (spec section 7); the client only logs its failure. `appUrl`: the app address the
 * learner signed up in (the back end's `appUrl`), which this mail and later ones open when the server lists its origin.
 */
export const sendWelcomeEmail = defineOperation({
  name: 'sendWelcomeEmail',
  summary: 'Send the welcome e-mail to the signed-in user.',
  input: z
    .object({
      email: z.string().email().max(320),
      displayName: z.string().max(120).nullable().optional(),
      appUrl: z.string().max(2048).optional(),
    })
    .strict(),
  output: z.object({ sent: z.literal(true) }),
  access: 'user',
  refusals: ['return-address-invalid', 'return-address-not-allowed'],
});

export const usersOperations = {
  getUserDocument,
  updateMyUserDocument,
  exportMyData,
  listUsers,
  exportUsersCsv,
  getUserDetail,
  setUserRole,
  setUserDisabled,
  sendUserPasswordReset,
  deleteUser,
  sendWelcomeEmail,
} as const;
