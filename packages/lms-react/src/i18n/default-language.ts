import { DEFAULT_PREFERENCES } from '@lms/core';

/**
 * Spec section 9's default language: the preferences default the contract's schema also applies, read from its
 * zod-free constant so the first page does not load the contract's schemas.
 */
export const DEFAULT_LANGUAGE: string = DEFAULT_PREFERENCES.language;
