import { z } from 'zod';
import { defineOperation } from '../contract';
import { userDocumentSchema, userDocumentUpdateSchema, roleSchema } from '../schemas/user';
import { pageSchema } from '../schemas/course';

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

export const listUsers = defineOperation({
  name: 'listUsers',
  summary: 'List users, newest first, with an optional e-mail or name search.',
  input: z
    .object({
      search: z.string().trim().max(200).optional(),
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    })
    .strict(),
  output: pageSchema(userDocumentSchema),
  access: 'admin',
});

export const setUserRole = defineOperation({
  name: 'setUserRole',
  summary: 'Make a user an admin or a student.',
  input: z.object({ uid: z.string().min(1).max(128), role: roleSchema }).strict(),
  output: userDocumentSchema,
  access: 'admin',
});

/** Called after e-mail sign-up (spec section 7); the client only logs its failure. */
export const sendWelcomeEmail = defineOperation({
  name: 'sendWelcomeEmail',
  summary: 'Send the welcome e-mail to the signed-in user.',
  input: z
    .object({ email: z.string().email().max(320), displayName: z.string().max(120).nullable().optional() })
    .strict(),
  output: z.object({ sent: z.literal(true) }),
  access: 'user',
});

export const usersOperations = {
  getUserDocument,
  updateMyUserDocument,
  listUsers,
  setUserRole,
  sendWelcomeEmail,
} as const;
