// The declared refusal reasons as a type the errors can use without importing the contract (which imports the
// errors): api/refusals.ts fills this interface by declaration merging, one key per reason.

/** One key per declared reason (api/refusals.ts); the values mean nothing. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by api/refusals.ts
export interface DeclaredRefusals {}

/** Every reason the platform may name in `details.reason`. */
export type RefusalReason = keyof DeclaredRefusals & string;
