import type { ListShape, NoFilters } from '../../ui-kit/list-params';
import { useListParams } from '../../ui-kit/useListParams';

/** The purchases page has pages only: no search, no filters. */
const PURCHASES: ListShape<NoFilters> = { searchMaxLength: 0, filters: {} };

/** The purchases page's page number from the URL (`?page=`), so the back button and a shared link keep it. */
export function useStudentOrdersPage() {
  const { params, showList } = useListParams('student-orders', PURCHASES);
  return { page: params.page, showPage: (page: number) => showList({ page }) };
}
