// Spec section 3's preference defaults, kept apart from the zod schemas so the first page (the language it starts
// in) and new user documents can read them without loading the contract.
export const DEFAULT_PREFERENCES = { language: 'en-US', notifications: true } as const;
