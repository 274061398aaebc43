import { z } from 'zod';
import { DEFAULT_PREFERENCES } from './preferences-defaults';
import { isUserSettableUrl, USER_URL_MESSAGE } from '../../validation/user-url';

/** Spec section 3: preferences default to en-US and notifications on. */
export const preferencesSchema = z.object({
  language: z.string().min(2).max(35).default(DEFAULT_PREFERENCES.language),
  notifications: z.boolean().default(DEFAULT_PREFERENCES.notifications),
});
export type Preferences = z.output<typeof preferencesSchema>;

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.output<typeof roleSchema>;

/** The user document (collection users, keyed by uid), spec section 3. Times are ISO 8601 strings. */
export const userDocumentSchema = z.object({
  uid: z.string().min(1),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: roleSchema,
  created_at: z.string(),
  updated_at: z.string(),
  last_login: z.string().nullable(),
  provider: z.string(),
  preferences: preferencesSchema,
  xapi_identifier: z.string(),
});
export type UserDocument = z.output<typeof userDocumentSchema>;

export const userDocumentUpdateSchema = z
  .object({
    displayName: z.string().trim().max(120).nullable(),
    /** An http(s) address or a path on this server; '' clears it, as null does. */
    photoURL: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => value === '' || isUserSettableUrl(value), USER_URL_MESSAGE)
      .nullable(),
    preferences: preferencesSchema.partial(),
  })
  .partial()
  .strict();
export type UserDocumentUpdate = z.input<typeof userDocumentUpdateSchema>;
