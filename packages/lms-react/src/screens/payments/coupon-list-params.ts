// The coupon list's search and page live in the URL, so a filtered list can be bookmarked and restored with the
// back button.

export interface CouponListParams {
  search: string;
  page: number;
}

export const COUPON_LIST_PAGE_SIZE = 20;

export function readCouponListParams(search: string): CouponListParams {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string for list parameters (without defaults), '' when none. */
export function couponListSearch(params: CouponListParams): string {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('q', params.search.trim());
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
