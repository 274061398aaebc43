// The users list's search, filters, order and page live in the URL (the kit's list parameters), so a filtered list
// can be bookmarked, shared and restored with the back button. The order is one choice of four, as a person picks
// it (newest, oldest, recently signed in, longest without signing in); the contract gets a key and a direction.
import { USER_STATUSES, type UserListSort, type UserStatus } from '@lms/core';
import type { FilterReader, ListShape } from '../../ui-kit/list-params';

export const USER_ORDERS = ['created-asc', 'lastLogin-desc', 'lastLogin-asc'] as const;
export type UserOrder = (typeof USER_ORDERS)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRoleFilter = (typeof USER_ROLES)[number];

const oneOf =
  <Value extends string>(values: readonly Value[]): FilterReader<Value> =>
  (value) =>
    values.find((known) => known === value);

export const USER_LIST: ListShape<{ role: UserRoleFilter; status: UserStatus; order: UserOrder }> = {
  // The contract's limit on the search text (listUsers).
  searchMaxLength: 200,
  filters: { role: oneOf(USER_ROLES), status: oneOf(USER_STATUSES), order: oneOf(USER_ORDERS) },
};

export const USER_LIST_PAGE_SIZE = 20;

/** The contract's sort key and direction of an order choice; none is newest first. */
export function sortOf(order: UserOrder | undefined): { sort: UserListSort; direction: 'asc' | 'desc' } {
  if (order === undefined) return { sort: 'created', direction: 'desc' };
  const [sort, direction] = order.split('-') as [UserListSort, 'asc' | 'desc'];
  return { sort, direction };
}
