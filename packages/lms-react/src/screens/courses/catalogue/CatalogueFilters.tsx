import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField';
import type { NavigateOptions } from '../../../navigation/navigation-adapter';
import { useDebouncedEffect } from '../../../ui-kit/useDebouncedEffect';
import { CATALOGUE_SORTS, type CatalogueParams, type CatalogueSort } from './catalogue-params';

const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogueFiltersProps {
  params: CatalogueParams;
  categories: readonly string[];
  onChange: (next: CatalogueParams, options?: NavigateOptions) => void;
}

/** Search (debounced, Enter applies at once), category and sort. Every change starts again at page 1. */
export function CatalogueFilters({ params, categories, onChange }: CatalogueFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState(params.search);

  // The URL changed from elsewhere (back button, reset, a shared link): show what it says.
  useEffect(() => setText(params.search), [params.search]);

  useDebouncedEffect(text.trim(), SEARCH_DEBOUNCE_MS, (search) => {
    if (search !== params.search)
      onChange({ ...params, search, page: 1 }, { replace: true, ifStillHere: true });
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== params.search) onChange({ ...params, search: text.trim(), page: 1 });
  }

  const categoryOptions = [
    { value: '', label: t('catalogue.allCategories') },
    ...categories.map((category) => ({ value: category, label: category })),
  ];
  const sortOptions = CATALOGUE_SORTS.map((sort) => ({ value: sort, label: t(`catalogue.sort.${sort}`) }));

  return (
    <div className="lms-catalogue-filters">
      <form role="search" className="lms-catalogue-filters__search" onSubmit={submit}>
        <div className="lms-field">
          <label className="lms-field__label" htmlFor={searchId}>
            {t('catalogue.searchLabel')}
          </label>
          <input
            id={searchId}
            className="lms-field__control"
            type="search"
            value={text}
            maxLength={200}
            placeholder={t('catalogue.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>
      <SelectField
        className="lms-catalogue-filters__category"
        label={t('catalogue.categoryLabel')}
        options={categoryOptions}
        value={params.category}
        onChange={(event) => onChange({ ...params, category: event.target.value, page: 1 })}
      />
      <SelectField
        className="lms-catalogue-filters__sort"
        label={t('catalogue.sortLabel')}
        options={sortOptions}
        value={params.sort}
        onChange={(event) => onChange({ ...params, sort: event.target.value as CatalogueSort, page: 1 })}
      />
    </div>
  );
}
