// The users list's sort keys and account states, without zod, so a screen can name them before the contract loads.
export const USER_LIST_SORTS = ['created', 'lastLogin'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
