import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@lms/core';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ORDER_SEARCH_MAX_LENGTH, type OrderListParams } from './order-list-params';

export interface OrderFiltersProps {
  params: OrderListParams;
  onChange: (params: OrderListParams) => void;
}

/** Search by e-mail, course title or order number (submitted, so typing does not flood the history) and a status. */
export function OrderFilters({ params, onChange }: OrderFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(params.search);
  // The URL is the truth: back, forward or "show every order" change the box too.
  useEffect(() => setSearch(params.search), [params.search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...params, search, page: 1 });
  }

  return (
    <form className="lms-admin-courses__filters" role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={t('adminOrders.search')}
        value={search}
        maxLength={ORDER_SEARCH_MAX_LENGTH}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('adminOrders.searchButton')}
      </Button>
      <SelectField
        label={t('adminOrders.statusFilter')}
        value={params.status ?? ''}
        options={[
          { value: '', label: t('adminOrders.anyStatus') },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`adminOrders.status.${status}`) })),
        ]}
        onChange={(event) =>
          onChange({
            ...params,
            search,
            status: event.target.value === '' ? undefined : (event.target.value as OrderStatus),
            page: 1,
          })
        }
      />
    </form>
  );
}
