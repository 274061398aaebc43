import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { Skeleton } from '../components/Skeleton';
import { Pagination } from './Pagination';

/** One page of a list as the contract's list operations answer it. */
export interface ListPageData<Item> {
  items: readonly Item[];
  page: number;
  pageSize: number;
  total: number;
}

/** What a list page needs of its query (an RTK Query result has it). */
export interface ListQueryState<Item> {
  data?: ListPageData<Item>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListPageProps<Item> {
  /** The section's look; the admin lists share `lms-admin-courses`. */
  className: string;
  heading: ReactNode;
  /** Beside the heading: the way to create an item. */
  action?: ReactNode;
  /** Search and filters (ListFilters). */
  filters: ReactNode;
  list: ListQueryState<Item>;
  loadErrorTitle: ReactNode;
  /** What shows when the page has no items: nothing yet, or nothing matches the search. */
  empty: ReactNode;
  /** The items of the page shown (a table, with its count). */
  renderPage: (page: ListPageData<Item>) => ReactNode;
  onPage: (page: number) => void;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/**
 * An admin list page: heading and its action, search and filters, then the results region (loading, a failure with
 * Try again, the empty state, or the items and their pages). The region is live and busy while a new page loads,
 * so a screen reader hears the new results.
 */
export function ListPage<Item>(props: ListPageProps<Item>) {
  const { t } = useTranslation();
  const headingId = useId();
  const { list } = props;
  return (
    <section className={props.className} aria-labelledby={headingId}>
      <header className="lms-admin-courses__header">
        <h1 id={headingId}>{props.heading}</h1>
        {props.action}
      </header>
      {props.filters}
      <div aria-busy={list.isLoading || list.isFetching} aria-live="polite">
        {list.isLoading ? (
          <div aria-label={t('common.loading')} role="status">
            <Skeleton lines={6} />
          </div>
        ) : list.isError ? (
          <ErrorState error={list.error} title={props.loadErrorTitle} onRetry={() => void list.refetch()} />
        ) : !list.data || list.data.items.length === 0 ? (
          props.empty
        ) : (
          <>
            {props.renderPage(list.data)}
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={props.onPage}
            />
          </>
        )}
      </div>
      {props.children}
    </section>
  );
}
