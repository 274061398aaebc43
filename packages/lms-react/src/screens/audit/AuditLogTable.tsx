import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@lms/core';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { RowActions } from '../../ui-kit/RowActions';
import { actionLabel, actorLabel, outcomeLabel } from './audit-labels';
import { NamedTargets } from './NamedTargets';

export interface AuditLogTableProps {
  entries: readonly AuditEntry[];
  /** The list's own address with its query plus the entry, so its page leads back to the same results. */
  entryHref: (id: string) => string;
}

/** One row per entry: when, who, what, about what, the outcome, from where, and its details. */
export function AuditLogTable({ entries, entryHref }: AuditLogTableProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-audit-table">
        <caption className="lms-admin-table__caption">{t('audit.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.column.time')}</th>
            <th scope="col">{t('audit.column.actor')}</th>
            <th scope="col">{t('audit.column.action')}</th>
            <th scope="col">{t('audit.column.targets')}</th>
            <th scope="col">{t('audit.column.outcome')}</th>
            <th scope="col">{t('audit.column.address')}</th>
            <th scope="col" data-unlabelled>
              <VisuallyHidden>{t('audit.column.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const action = actionLabel(t, entry);
            return (
              <tr key={entry.id} data-entry={entry.id}>
                <th scope="row">
                  <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
                </th>
                <td className="lms-audit-table__actor">
                  <bdi>{actorLabel(t, entry)}</bdi>
                  {entry.actorName !== null &&
                    entry.actorEmail !== null &&
                    entry.actorName !== entry.actorEmail && (
                      <span className="lms-audit-table__email" dir="ltr">
                        {entry.actorEmail}
                      </span>
                    )}
                </td>
                <td>
                  <span className="lms-audit-table__kind">{t(`audit.kind.${entry.kind}`)}</span>{' '}
                  <span>{action}</span>
                </td>
                <td className="lms-audit-table__targets">
                  <NamedTargets entry={entry} />
                </td>
                <td>
                  <span className={`lms-audit-outcome lms-audit-outcome--${entry.outcome}`}>
                    {outcomeLabel(t, entry)}
                  </span>
                </td>
                <td dir="ltr">{entry.clientIp ?? ''}</td>
                <td>
                  <RowActions
                    actions={[
                      {
                        label: t('audit.details'),
                        variant: 'secondary',
                        to: entryHref(entry.id),
                        accessibleName: t('audit.detailsOf', {
                          action,
                          time: dateFormat.format(new Date(entry.at)),
                        }),
                      },
                    ]}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
