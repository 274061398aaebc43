import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../components/Button';
import { SelectField, type SelectOption } from '../components/SelectField';
import { TextField } from '../components/TextField';
import type { ListChange, ListFilterValues } from './list-params';

export interface ListFilter<Name extends string> {
  /** The filter's parameter in the URL and in the change it makes. */
  name: Name;
  label: string;
  /** The chosen value; '' is the first option, "any". */
  value: string;
  options: readonly SelectOption[];
}

export interface ListFiltersProps<Filters extends ListFilterValues> {
  /** The search the list shows now (from the URL). */
  search: string;
  searchLabel: string;
  searchButtonLabel: string;
  /** The contract's limit on the search text. */
  searchMaxLength: number;
  filters?: readonly ListFilter<keyof Filters & string>[];
  /** A submitted search, or a filter chosen (with the search as typed so far, when it was changed). */
  onChange: (change: ListChange<Filters>) => void;
}

/**
 * A list's search box and filters, in one labelled search landmark. The search is submitted (Enter or the button),
 * so typing does not flood the history; a filter applies as soon as it is chosen.
 */
export function ListFilters<Filters extends ListFilterValues>({
  search,
  searchLabel,
  searchButtonLabel,
  searchMaxLength,
  filters = [],
  onChange,
}: ListFiltersProps<Filters>) {
  const [text, setText] = useState(search);
  // The URL is the truth: back, forward or "clear the filters" change the box too.
  useEffect(() => setText(search), [search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ search: text } as ListChange<Filters>);
  }
  // A filter carries the box's text only when the person changed it: the unchanged text is the URL's old search,
  // which would undo a change still on its way ("clear the filters", then a filter picked before the list moved).
  const typed = text === search ? {} : { search: text };

  return (
    <form className="lms-admin-courses__filters" role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={searchLabel}
        value={text}
        maxLength={searchMaxLength}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {searchButtonLabel}
      </Button>
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          value={filter.value}
          options={filter.options}
          onChange={(event) =>
            onChange({ ...typed, [filter.name]: event.target.value } as ListChange<Filters>)
          }
        />
      ))}
    </form>
  );
}
