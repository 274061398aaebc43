import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

export interface PageNavigationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the list, e.g. "Catalogue pages". */
  label: string;
}

/** Previous / next with "Page 2 of 50": enough for thousands of items, hidden when everything fits on one page. */
export function PageNavigation({ page, pageSize, total, onPage, label }: PageNavigationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="lms-page-navigation" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('learning.previousPage')}
      </Button>
      <span className="lms-page-navigation__position" aria-live="polite">
        {t('learning.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('learning.nextPage')}
      </Button>
    </nav>
  );
}
