// The catalogue's search, category, sort and page live in the URL query, so a filtered list can be shared,
// bookmarked and restored with reload or the back button. Values outside the contract's limits fall back to defaults.
import type { OperationInput } from '@lms/core';

export type CatalogueSort = 'newest' | 'title' | 'price-asc' | 'price-desc';

export const CATALOGUE_SORTS: readonly CatalogueSort[] = ['newest', 'title', 'price-asc', 'price-desc'];
export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueParams {
  search: string;
  category: string;
  sort: CatalogueSort;
  page: number;
}

export const DEFAULT_CATALOGUE_PARAMS: CatalogueParams = {
  search: '',
  category: '',
  sort: 'newest',
  page: 1,
};

function isSort(value: string | null): value is CatalogueSort {
  return value !== null && (CATALOGUE_SORTS as readonly string[]).includes(value);
}

export function readCatalogueParams(search: string): CatalogueParams {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  const page = Number(query.get('page'));
  return {
    search: (query.get('q') ?? '').trim().slice(0, 200),
    category: (query.get('category') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of the parameters without their defaults: '' or '?...'. */
export function catalogueSearch(params: CatalogueParams): string {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('q', params.search.trim());
  if (params.category !== '') query.set('category', params.category);
  if (params.sort !== 'newest') query.set('sort', params.sort);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export function listCoursesInput(params: CatalogueParams): OperationInput<'listCourses'> {
  return {
    ...(params.search !== '' ? { search: params.search } : {}),
    ...(params.category !== '' ? { category: params.category } : {}),
    sort: params.sort,
    page: params.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}
