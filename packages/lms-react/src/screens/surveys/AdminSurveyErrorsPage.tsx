import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/SelectField';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { ListPage } from '../../ui-kit/ListPage';
import { SurveyErrorsTable } from './SurveyErrorsTable';
import { useAdminListSurveyErrorsQuery } from './surveys-admin-api';
import { LogPicture } from '../../components/empty-pictures';

const STATUSES = ['open', 'resolved', 'all'] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

/**
 * /admin/survey-errors: every answer or completion notice that could not be recorded, grouped by survey, code and
 * message (open ones first by default), with the raw payload and the actions retry and mark resolved.
 */
export function AdminSurveyErrorsPage() {
  const { t } = useTranslation();
  const navigation = useLmsNavigation();
  const query = new URLSearchParams(navigation.location.search);
  const given = query.get('status');
  const status: Status = STATUSES.includes(given as Status) ? (given as Status) : 'open';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const go = (next: { status?: Status; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'open') params.set('status', s);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    const text = params.toString();
    navigation.navigate(`${navigation.location.pathname}${text ? `?${text}` : ''}`);
  };
  const list = useAdminListSurveyErrorsQuery({ status, page, pageSize: PAGE_SIZE });
  return (
    <ListPage
      className="lms-admin-courses lms-survey-errors"
      heading={t('surveys.errors.heading')}
      filters={
        <div className="lms-surveys-admin__filters">
          <SelectField
            label={t('surveys.errors.statusFilter')}
            value={status}
            options={STATUSES.map((value) => ({ value, label: t(`surveys.errors.status.${value}`) }))}
            onChange={(event) => go({ status: event.target.value as Status })}
          />
        </div>
      }
      list={list}
      loadErrorTitle={t('surveys.errors.loadError')}
      empty={
        <EmptyState picture={<LogPicture />} title={t('surveys.errors.emptyTitle')}>
          {t('surveys.errors.emptyBody')}
        </EmptyState>
      }
      renderPage={(data) => (
        <>
          <p role="status">{t('surveys.errors.count', { count: data.total })}</p>
          <SurveyErrorsTable groups={data.items} />
        </>
      )}
      onPage={(p) => go({ page: p })}
    />
  );
}
