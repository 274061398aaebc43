import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's name: "Pages" unless the page has more than one list with pages. */
  label?: string;
  /** The look: the admin lists' by default, `lms-page-navigation` for the catalogue and the student's courses. */
  className?: string;
  /**
   * Announces the new position (aria-live) after a page change: for a list outside a live region. The admin lists'
   * results region announces itself.
   */
  announce?: boolean;
}

/** Previous / next with "Page 2 of 50": enough for thousands of items; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
  className = 'lms-admin-pagination',
  announce = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={className} aria-label={label ?? t('pagination.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span className={`${className}__position`} aria-live={announce ? 'polite' : undefined}>
        {t('pagination.position', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
