import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFilters } from './ListFilters';

type Filters = { kind: 'security' | 'admin' };

function renderFilters(search: string) {
  const onChange = vi.fn();
  render(
    <ListFilters<Filters>
      search={search}
      searchLabel="Search"
      searchButtonLabel="Find"
      searchMaxLength={200}
      filters={[
        {
          name: 'kind',
          label: 'Kind',
          value: '',
          options: [
            { value: '', label: 'Any' },
            { value: 'security', label: 'Security' },
          ],
        },
      ]}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('ListFilters', () => {
  it("leaves the search out of a filter's change when the box still shows the URL's search", async () => {
    // The URL's search may already be on its way out ("clear the filters"): sending it again would bring it back.
    const onChange = renderFilters('principal@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'security');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ kind: 'security' });
  });

  it('carries the text typed but not yet submitted with a filter chosen', async () => {
    const onChange = renderFilters('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'security');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ search: 'ada', kind: 'security' });
  });

  it('submits the search with Enter', async () => {
    const onChange = renderFilters('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ search: 'ada' });
  });
});
