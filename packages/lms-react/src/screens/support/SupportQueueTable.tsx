import { useTranslation } from 'react-i18next';
import { pathFor, type SupportRequestSummary } from '@lms/core';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { RowActions } from '../../ui-kit/RowActions';
import { SupportStatusBadge } from './SupportStatusBadge';

/** The queue's rows: what support triages by (status, priority, who has it, how long it has waited). */
export function SupportQueueTable({ requests }: { requests: readonly SupportRequestSummary[] }) {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-support-queue">
        <caption className="lms-admin-table__caption">{t('support.queue.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('support.queue.column.reference')}</th>
            <th scope="col">{t('support.queue.column.subject')}</th>
            <th scope="col">{t('support.queue.column.requester')}</th>
            <th scope="col">{t('support.queue.column.status')}</th>
            <th scope="col">{t('support.queue.column.priority')}</th>
            <th scope="col">{t('support.queue.column.assignee')}</th>
            <th scope="col">{t('support.queue.column.lastActivity')}</th>
            <th scope="col" data-unlabelled>
              {t('support.queue.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} data-request-id={request.id}>
              <th scope="row">{request.reference}</th>
              <td>
                <span dir="auto">{request.subject}</span>
                <br />
                <span className="lms-support-queue__category">
                  {t(`support.category.${request.category}`)}
                </span>
              </td>
              <td>
                <span dir="auto">{request.requesterName}</span>
                <br />
                <span className="lms-support-queue__email">{request.requesterEmail}</span>
              </td>
              <td>
                <SupportStatusBadge status={request.status} audience="support" />
              </td>
              <td>{t(`support.priority.${request.priority}`)}</td>
              <td>{request.assignee?.name ?? t('support.queue.unassigned')}</td>
              <td>
                <time dateTime={request.lastMessageAt}>{when.format(new Date(request.lastMessageAt))}</time>
              </td>
              <td>
                <RowActions
                  rowName={request.reference}
                  actions={[
                    {
                      label: t('support.queue.open'),
                      variant: 'secondary',
                      to: pathFor(routes, 'admin-support-request', { requestId: request.id }),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
