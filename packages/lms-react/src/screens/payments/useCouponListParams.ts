import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { couponListSearch, readCouponListParams, type CouponListParams } from './coupon-list-params';

/** The list parameters from the URL, and a way to show another search or page. */
export function useCouponListParams() {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, 'admin-coupons');
  const params = readCouponListParams(navigation.location.search);
  const showList = useCallback(
    (next: CouponListParams) => navigation.navigate(`${basePath}${couponListSearch(next)}`),
    [navigation, basePath],
  );
  return { params, showList };
}
