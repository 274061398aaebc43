import { useTranslation } from 'react-i18next';
import type { MailLogEntry, MailLogStatus } from '@lms/core';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { StatusPill, type StatusTone } from '../../ui-kit/StatusPill';

const TONES: Record<MailLogStatus, StatusTone> = {
  sent: 'positive',
  queued: 'caution',
  failed: 'negative',
  kept: 'neutral',
};

export interface MailLogTableProps {
  mails: readonly MailLogEntry[];
  /** Whether a relay is configured: only then can a mail be sent again. */
  relay: boolean;
  /** The mail being sent again, if any (its button waits). */
  resending: number | null;
  onResend: (mail: MailLogEntry) => void;
}

/** One row per mail: when, to whom, what, where it stands with the relay (and why not sent), and "Send again". */
export function MailLogTable({ mails, relay, resending, onResend }: MailLogTableProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-mail-log__table">
        <caption className="lms-admin-table__caption">{t('adminTest.mailLog.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminTest.mailLog.column.written')}</th>
            <th scope="col">{t('adminTest.mailLog.column.to')}</th>
            <th scope="col">{t('adminTest.mailLog.column.subject')}</th>
            <th scope="col">{t('adminTest.mailLog.column.status')}</th>
            <th scope="col">{t('adminTest.mailLog.column.details')}</th>
            <th scope="col" data-unlabelled>
              <VisuallyHidden>{t('adminTest.mailLog.column.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id} data-mail={mail.id}>
              <th scope="row">{when(mail.createdAt)}</th>
              <td dir="ltr">{mail.to}</td>
              <td>{mail.subject}</td>
              <td>
                <StatusPill tone={TONES[mail.status]}>
                  {t(`adminTest.mailLog.status.${mail.status}`)}
                </StatusPill>
              </td>
              <td className="lms-mail-log__details">
                {mail.status === 'sent' && mail.sentAt !== null && (
                  <span>
                    {t('adminTest.mailLog.sentAt', { at: dateFormat.format(new Date(mail.sentAt)) })}
                  </span>
                )}
                {mail.attempts > 0 && mail.status !== 'sent' && (
                  <span>{t('adminTest.mailLog.attempts', { count: mail.attempts })}</span>
                )}
                {mail.nextAttemptAt !== null && (
                  <span>
                    {t('adminTest.mailLog.nextAttempt', {
                      at: dateFormat.format(new Date(mail.nextAttemptAt)),
                    })}
                  </span>
                )}
                {mail.error !== null && (
                  <span className="lms-mail-log__error" dir="ltr">
                    {mail.error}
                  </span>
                )}
              </td>
              <td>
                {relay && (mail.status === 'failed' || mail.status === 'queued') && (
                  <Button
                    variant="secondary"
                    onClick={() => onResend(mail)}
                    disabled={resending !== null}
                    aria-label={t('adminTest.mailLog.resendTo', { title: mail.subject, to: mail.to })}
                  >
                    {resending === mail.id ? t('adminTest.mailLog.resending') : t('adminTest.mailLog.resend')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
