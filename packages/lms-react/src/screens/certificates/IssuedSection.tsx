import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_STATUSES, type Certificate } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useNotify } from '../../notifications/useNotify';
import { useAdminListCoursesQuery } from '../../store/endpoints/courses-api';
import {
  useAdminListCertificatesQuery,
  useDownloadCertificatesZipMutation,
  useExportCertificatesCsvMutation,
  useReissueCertificateMutation,
} from '../../store/endpoints/certificates-api';
import { ConfirmDialog } from '../../ui-kit/ConfirmDialog';
import { downloadFile, downloadText } from '../../ui-kit/download';
import { ListFilters } from '../../ui-kit/ListFilters';
import { Pagination } from '../../ui-kit/Pagination';
import { useErrorText } from '../../ui-kit/useErrorText';
import { CERTIFICATE_REFUSALS } from './refusal-wordings';
import { useListParams } from '../../ui-kit/useListParams';
import { CERTIFICATE_LIST, CERTIFICATE_LIST_PAGE_SIZE } from './certificate-list-params';
import { IssuedTable } from './IssuedTable';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';
import { CertificatePicture, SearchPicture } from '../../components/empty-pictures';

/** At most this many PDFs in one ZIP (the contract's limit). */
const ZIP_MAX = 50;

/** Issued certificates: search, course and status filters and pages in the URL; CSV, ZIP, revoke and reissue. */
export function IssuedSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText(CERTIFICATE_REFUSALS);
  const { params, showList } = useListParams('admin-certificates', CERTIFICATE_LIST);
  const search = params.search.trim();
  const filters = {
    ...(search ? { search } : {}),
    ...(params.course ? { courseId: params.course } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
  const list = useAdminListCertificatesQuery({
    ...filters,
    page: params.page,
    pageSize: CERTIFICATE_LIST_PAGE_SIZE,
  });
  const courses = useAdminListCoursesQuery({ sort: 'title', pageSize: 100 });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [reissuing, setReissuing] = useState<Certificate | null>(null);
  const [reissueFailure, setReissueFailure] = useState<string | null>(null);
  const [exportCsv, csv] = useExportCertificatesCsvMutation();
  const [zip, zipping] = useDownloadCertificatesZipMutation();
  const [reissue, reissuingState] = useReissueCertificateMutation();

  async function downloadCsv() {
    const result = await exportCsv(filters);
    if (result.error) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadText(result.data.fileName, result.data.csv, 'text/csv;charset=utf-8');
  }

  async function downloadZip() {
    const result = await zip({ certificateIds: [...selected] });
    if (result.error) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadFile(result.data);
  }

  async function confirmReissue() {
    if (!reissuing) return;
    const result = await reissue({ certificateId: reissuing.id });
    if (result.error) return setReissueFailure(errorText(result.error));
    notify({ kind: 'positive', message: t('certificates.reissue.done', { number: result.data.number }) });
    setReissuing(null);
  }

  const filtered = search !== '' || params.course !== undefined || params.status !== undefined;
  return (
    <section className="lms-certificate-issued" aria-labelledby={headingId}>
      <header className="lms-certificate-admin__section-header">
        <h2 id={headingId}>{t('certificates.issued.heading')}</h2>
        <div className="lms-certificate-admin__tools">
          <Button variant="secondary" busy={csv.isLoading} onClick={() => void downloadCsv()}>
            {t('certificates.issued.csv')}
          </Button>
          <Button
            variant="secondary"
            busy={zipping.isLoading}
            disabled={selected.size === 0 || selected.size > ZIP_MAX}
            onClick={() => void downloadZip()}
          >
            {t('certificates.issued.zip', { count: selected.size })}
          </Button>
        </div>
      </header>
      <ListFilters
        search={params.search}
        searchLabel={t('certificates.issued.search')}
        searchButtonLabel={t('certificates.issued.searchButton')}
        searchMaxLength={CERTIFICATE_LIST.searchMaxLength}
        filters={[
          {
            name: 'course',
            label: t('certificates.issued.courseFilter'),
            value: params.course ?? '',
            options: [
              { value: '', label: t('certificates.issued.anyCourse') },
              ...(courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title })),
            ],
          },
          {
            name: 'status',
            label: t('certificates.issued.statusFilter'),
            value: params.status ?? '',
            options: [
              { value: '', label: t('certificates.issued.anyStatus') },
              ...CERTIFICATE_STATUSES.map((status) => ({
                value: status,
                label: t(`certificates.status.${status}`),
              })),
            ],
          },
        ]}
        onChange={showList}
      />
      <div aria-busy={list.isLoading || list.isFetching} aria-live="polite">
        {list.isLoading ? (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton lines={6} />
          </div>
        ) : list.isError || !list.data ? (
          <ErrorState
            error={list.error}
            title={t('certificates.issued.loadError')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            picture={filtered ? <SearchPicture /> : <CertificatePicture />}
            title={filtered ? t('certificates.issued.noMatchTitle') : t('certificates.issued.emptyTitle')}
          >
            {filtered ? t('certificates.issued.noMatchBody') : t('certificates.issued.emptyBody')}
          </EmptyState>
        ) : (
          <>
            <p role="status">{t('certificates.issued.count', { count: list.data.total })}</p>
            <IssuedTable
              certificates={list.data.items}
              selected={selected}
              onSelect={(id, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onRevoke={setRevoking}
              onReissue={(certificate) => {
                setReissueFailure(null);
                setReissuing(certificate);
              }}
            />
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(page) => showList({ page })}
            />
          </>
        )}
      </div>
      <RevokeCertificateDialog certificate={revoking} onOpenChange={(open) => !open && setRevoking(null)} />
      <ConfirmDialog
        open={reissuing !== null}
        onOpenChange={(open) => !open && setReissuing(null)}
        title={t('certificates.reissue.title', { number: reissuing?.number ?? '' })}
        description={t('certificates.reissue.body', { name: reissuing?.learnerName ?? '' })}
        confirmLabel={t('certificates.reissue.confirm')}
        busy={reissuingState.isLoading}
        failure={reissueFailure}
        onConfirm={() => void confirmReissue()}
      />
    </section>
  );
}
