import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

export interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name, when a page has more than one list with pages. */
  label?: string;
}

/** Previous / next pages with "page 2 of 5"; hidden when everything fits on one page. */
export function ListPagination({ page, pageSize, total, onPage, label }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="lms-admin-pagination" aria-label={label ?? t('adminCourses.pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminCourses.previousPage')}
      </Button>
      <span className="lms-admin-pagination__position">{t('adminCourses.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('adminCourses.nextPage')}
      </Button>
    </nav>
  );
}
