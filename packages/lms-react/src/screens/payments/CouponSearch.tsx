import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';

export interface CouponSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** Search by code, submitted (so typing does not flood the history). */
export function CouponSearch({ search, onSearch }: CouponSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  // The URL is the truth: back, forward or "clear search" change the box too.
  useEffect(() => setText(search), [search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form className="lms-admin-courses__filters" role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={t('adminCoupons.search')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('adminCoupons.searchButton')}
      </Button>
    </form>
  );
}
