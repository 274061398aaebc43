import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useAdminListCoursesQuery } from '../../store/endpoints/admin-courses-api';
import { ListPagination } from '../admin-courses/ListPagination';
import { COUPON_LIST_PAGE_SIZE } from './coupon-list-params';
import { CouponDialog } from './CouponDialog';
import { CouponSearch } from './CouponSearch';
import { CouponTable } from './CouponTable';
import { DeactivateCouponDialog } from './DeactivateCouponDialog';
import { useAdminListCouponsQuery } from './payments-api';
import { useCouponListParams } from './useCouponListParams';

/** Which dialog is open: a new coupon, one being edited, or one to deactivate. */
type OpenDialog =
  { kind: 'create' } | { kind: 'edit'; coupon: Coupon } | { kind: 'deactivate'; coupon: Coupon } | null;

/**
 * /admin/coupons: every coupon, newest first, with its redemptions against its limits and whether it works now;
 * search by code and pages in the URL; create, edit and deactivate in dialogs.
 */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { params, showList } = useCouponListParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const search = params.search.trim();
  const { data, error, isLoading, isError, isFetching, refetch } = useAdminListCouponsQuery({
    ...(search ? { search } : {}),
    page: params.page,
    pageSize: COUPON_LIST_PAGE_SIZE,
  });
  // Titles of the courses coupons are limited to (the contract names them by id).
  const courses = useAdminListCoursesQuery({ sort: 'title', pageSize: 100 }).data;
  const courseTitles = useMemo(
    () => new Map((courses?.items ?? []).map((course) => [course.id, course.title])),
    [courses],
  );
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <section className="lms-admin-courses lms-admin-coupons" aria-labelledby={headingId}>
      <header className="lms-admin-courses__header">
        <h1 id={headingId}>{t('adminCoupons.heading')}</h1>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('adminCoupons.new')}</Button>
      </header>
      <CouponSearch search={params.search} onSearch={(text) => showList({ search: text, page: 1 })} />
      <div aria-busy={isLoading || isFetching} aria-live="polite">
        {isLoading ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={6} />
          </div>
        ) : isError ? (
          <ErrorState error={error} title={t('adminCoupons.loadError')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState
            title={search ? t('adminCoupons.noMatchTitle') : t('adminCoupons.emptyTitle')}
            action={
              search ? (
                <Button variant="secondary" onClick={() => showList({ search: '', page: 1 })}>
                  {t('adminCoupons.clearSearch')}
                </Button>
              ) : (
                <Button onClick={() => setDialog({ kind: 'create' })}>{t('adminCoupons.new')}</Button>
              )
            }
          >
            {search ? t('adminCoupons.noMatchBody', { search }) : t('adminCoupons.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <p className="lms-admin-coupons__count" role="status">
              {t('adminCoupons.count', { count: data.total })}
            </p>
            <CouponTable
              coupons={data.items}
              courseTitles={courseTitles}
              onEdit={(coupon) => setDialog({ kind: 'edit', coupon })}
              onDeactivate={(coupon) => setDialog({ kind: 'deactivate', coupon })}
            />
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => showList({ ...params, page })}
            />
          </>
        )}
      </div>
      <CouponDialog
        key={dialog?.kind === 'edit' ? dialog.coupon.id : 'new'}
        coupon={dialog?.kind === 'edit' ? dialog.coupon : null}
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={closeDialog}
      />
      <DeactivateCouponDialog
        coupon={dialog?.kind === 'deactivate' ? dialog.coupon : null}
        onOpenChange={closeDialog}
      />
    </section>
  );
}
