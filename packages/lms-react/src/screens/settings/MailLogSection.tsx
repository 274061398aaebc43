import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_STATUSES, type MailLogEntry, type MailLogStatus } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { Pagination } from '../../ui-kit/Pagination';
import { useErrorText } from '../../ui-kit/useErrorText';
import { MailLogTable } from './MailLogTable';
import { useListMailLogQuery, useResendMailMutation } from './settings-api';

const PAGE_SIZE = 10;

/**
 * The mail log of the test page (issue 32): every e-mail the platform wrote, newest first, where it stands with the
 * relay and the relay's words when it refused; a mail waiting for a retry or given up can be sent again at once.
 */
export function MailLogSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const errorText = useErrorText();
  const [status, setStatus] = useState<MailLogStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useListMailLogQuery({
    ...(status === undefined ? {} : { status }),
    page,
    pageSize: PAGE_SIZE,
  });
  const [resend, resending] = useResendMailMutation();
  const [outcome, setOutcome] = useState('');

  const onResend = async (mail: MailLogEntry) => {
    setOutcome('');
    try {
      const after = await resend({ id: mail.id }).unwrap();
      setOutcome(
        after.status === 'sent'
          ? t('adminTest.mailLog.resent', { to: mail.to })
          : t('adminTest.mailLog.refusedAgain', { to: mail.to, reason: after.error ?? '' }),
      );
    } catch (error) {
      setOutcome(errorText(error));
    }
  };

  // Another status's rows must not stand in for this one's while it loads.
  const data = list.currentData;
  return (
    <section className="lms-admin-test__check lms-mail-log" aria-labelledby={headingId}>
      <div className="lms-admin-test__check-header">
        <h2 id={headingId}>{t('adminTest.mailLog.heading')}</h2>
      </div>
      <p className="lms-admin-test__about">
        {data?.relay === false ? t('adminTest.mailLog.aboutNoRelay') : t('adminTest.mailLog.about')}
      </p>
      <div className="lms-mail-log__bar">
        <SelectField
          label={t('adminTest.mailLog.statusFilter')}
          value={status ?? ''}
          options={[
            { value: '', label: t('adminTest.mailLog.anyStatus') },
            ...MAIL_STATUSES.map((value) => ({ value, label: t(`adminTest.mailLog.status.${value}`) })),
          ]}
          onChange={(event) => {
            setStatus(event.target.value === '' ? undefined : (event.target.value as MailLogStatus));
            setPage(1);
          }}
        />
        {data && (
          <p className="lms-mail-log__summary">
            {t('adminTest.mailLog.waiting', { count: data.waiting })} ·{' '}
            {t('adminTest.mailLog.failed', { count: data.failed })}
          </p>
        )}
      </div>
      <p className="lms-mail-log__outcome" role="status">
        {outcome}
      </p>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {data === undefined && list.isFetching && <Spinner label={t('adminTest.mailLog.loading')} />}
        {list.isError && (
          <ErrorState
            error={list.error}
            title={t('adminTest.mailLog.loadError')}
            onRetry={() => void list.refetch()}
          />
        )}
        {data && data.items.length === 0 && (
          <p className="lms-mail-log__empty">
            {status === undefined ? t('adminTest.mailLog.empty') : t('adminTest.mailLog.noMatch')}
          </p>
        )}
        {data && data.items.length > 0 && (
          <>
            <MailLogTable
              mails={data.items}
              relay={data.relay}
              resending={resending.isLoading ? (resending.originalArgs?.id ?? null) : null}
              onResend={(mail) => void onResend(mail)}
            />
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
              label={t('adminTest.mailLog.pages')}
            />
          </>
        )}
      </div>
    </section>
  );
}
