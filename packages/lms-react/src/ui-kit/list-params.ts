// A list's search, filters and page live in the URL query (`q`, one parameter per filter, `page`), so a filtered
// list can be bookmarked, shared and restored with the back button. Defaults stay out of the URL; a value the list
// does not know reads as the default, so an old or mistyped link still shows a list.

/** The filters of a list: each one's name (also its query parameter) and the values it takes. */
export type ListFilterValues = Record<string, string>;

/** The filters of a list that has none (search and pages only). */
export type NoFilters = Record<never, string>;

/** Reads one filter's query value; a value the list does not know reads as undefined (no filter). */
export type FilterReader<Value extends string> = (value: string | null) => Value | undefined;

export interface ListShape<Filters extends ListFilterValues> {
  /** The contract's limit on the search text: a longer `q` is cut there. */
  searchMaxLength: number;
  filters: { readonly [Name in keyof Filters]: FilterReader<Filters[Name]> };
}

export type ListParams<Filters extends ListFilterValues> = { search: string; page: number } & {
  [Name in keyof Filters]: Filters[Name] | undefined;
};

/** What to show next: any of the list's parameters, a filter as its query value ('' or undefined for none). */
export type ListChange<Filters extends ListFilterValues> = Partial<
  { search: string; page: number } & { [Name in keyof Filters]: string | undefined }
>;

/** The highest page a URL may ask for: a typo cannot send the server looking for page 10^20. */
const MAX_PAGE = 100_000;

/** A filter whose values a schema of the contract names (a status, say). */
export function schemaFilter<Value extends string>(schema: {
  safeParse: (value: unknown) => { success: true; data: Value } | { success: false };
}): FilterReader<Value> {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
}

export function readListParams<Filters extends ListFilterValues>(
  shape: ListShape<Filters>,
  query: string,
): ListParams<Filters> {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  const filters = Object.fromEntries(
    Object.entries(shape.filters).map(([name, read]) => [
      name,
      (read as FilterReader<string>)(params.get(name)),
    ]),
  );
  return {
    search: (params.get('q') ?? '').slice(0, shape.searchMaxLength),
    ...filters,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  } as ListParams<Filters>;
}

/** The query string of the parameters without their defaults, '' when there are none. */
export function listQuery<Filters extends ListFilterValues>(
  shape: ListShape<Filters>,
  params: ListChange<Filters> & { search: string; page: number },
): string {
  const query = new URLSearchParams();
  if (params.search.trim() !== '') query.set('q', params.search.trim());
  for (const name of Object.keys(shape.filters)) {
    const value = (params as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
