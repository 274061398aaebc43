import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import { ListFilters } from '../../ui-kit/ListFilters';
import { ListPage } from '../../ui-kit/ListPage';
import { useListParams } from '../../ui-kit/useListParams';
import { COUPON_LIST, COUPON_LIST_PAGE_SIZE } from './coupon-list-params';
import { CouponDialog } from './CouponDialog';
import { CouponTable } from './CouponTable';
import { DeactivateCouponDialog } from './DeactivateCouponDialog';
import { useAdminListCouponsQuery } from './payments-api';
import { CouponPicture, SearchPicture } from '../../components/empty-pictures';

/** Which dialog is open: a new coupon, one being edited, or one to deactivate. */
type OpenDialog =
  { kind: 'create' } | { kind: 'edit'; coupon: Coupon } | { kind: 'deactivate'; coupon: Coupon } | null;

/**
 * /admin/coupons: every coupon, newest first, with its redemptions against its limits and whether it works now;
 * search by code and pages in the URL; create, edit and deactivate in dialogs.
 */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  const { params, showList } = useListParams('admin-coupons', COUPON_LIST);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const search = params.search.trim();
  const list = useAdminListCouponsQuery({
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
    <ListPage
      className="lms-admin-courses lms-admin-coupons"
      heading={t('adminCoupons.heading')}
      action={<Button onClick={() => setDialog({ kind: 'create' })}>{t('adminCoupons.new')}</Button>}
      filters={
        <ListFilters
          search={params.search}
          searchLabel={t('adminCoupons.search')}
          searchButtonLabel={t('adminCoupons.searchButton')}
          searchMaxLength={COUPON_LIST.searchMaxLength}
          onChange={showList}
        />
      }
      list={list}
      loadErrorTitle={t('adminCoupons.loadError')}
      empty={
        <EmptyState
          picture={search ? <SearchPicture /> : <CouponPicture />}
          title={search ? t('adminCoupons.noMatchTitle') : t('adminCoupons.emptyTitle')}
          action={
            search ? (
              <Button variant="secondary" onClick={() => showList({ search: '' })}>
                {t('adminCoupons.clearSearch')}
              </Button>
            ) : (
              <Button onClick={() => setDialog({ kind: 'create' })}>{t('adminCoupons.new')}</Button>
            )
          }
        >
          {search ? t('adminCoupons.noMatchBody', { search }) : t('adminCoupons.emptyBody')}
        </EmptyState>
      }
      renderPage={(page) => (
        <>
          <p className="lms-admin-coupons__count" role="status">
            {t('adminCoupons.count', { count: page.total })}
          </p>
          <CouponTable
            coupons={page.items}
            courseTitles={courseTitles}
            onEdit={(coupon) => setDialog({ kind: 'edit', coupon })}
            onDeactivate={(coupon) => setDialog({ kind: 'deactivate', coupon })}
          />
        </>
      )}
      onPage={(page) => showList({ page })}
    >
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
    </ListPage>
  );
}
