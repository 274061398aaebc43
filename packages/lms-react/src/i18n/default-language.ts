import { preferencesSchema } from '@lms/core';

/** Spec section 9's default language, read from the contract's preferences default so the two cannot drift. */
export const DEFAULT_LANGUAGE: string = preferencesSchema.parse({}).language;
