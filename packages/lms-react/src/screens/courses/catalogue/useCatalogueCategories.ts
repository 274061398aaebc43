import { useMemo } from 'react';
import { useListCoursesQuery } from '../../../store/lms-api';

/** How many published courses the category list is gathered from (the contract's largest page). */
const CATEGORY_SAMPLE_SIZE = 100;

/**
 * The contract has no operation listing categories, so the filter offers the categories of the first
 * published courses (alphabetically), plus those on the page shown and the one selected, so a shared link's
 * category is always there.
 */
export function useCatalogueCategories(shown: readonly { category: string }[], selected: string): string[] {
  const { data } = useListCoursesQuery({ sort: 'title', page: 1, pageSize: CATEGORY_SAMPLE_SIZE });
  return useMemo(() => {
    const categories = new Set<string>();
    for (const course of data?.items ?? []) categories.add(course.category);
    for (const course of shown) categories.add(course.category);
    if (selected !== '') categories.add(selected);
    return [...categories].sort((a, b) => a.localeCompare(b));
  }, [data, shown, selected]);
}
