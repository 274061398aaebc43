// The coupon list's search and page live in the URL (the kit's list parameters), so a filtered list can be
// bookmarked and restored with the back button.
import type { ListShape, NoFilters } from '../../ui-kit/list-params';

export const COUPON_LIST: ListShape<NoFilters> = { searchMaxLength: 100, filters: {} };

export const COUPON_LIST_PAGE_SIZE = 20;
