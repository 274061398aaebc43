import { useTranslation } from 'react-i18next';
import {
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  type SupportPriority,
  type SupportRequestDetail,
  type SupportStatus,
} from '@lms/core';
import { SelectField } from '../../components/SelectField';
import { FormFailure } from '../../ui-kit/FormFailure';
import { useListSupportAssigneesQuery, useUpdateSupportRequestMutation } from './support-api';
import { SUPPORT_REFUSALS } from './support-refusals';

/** Status, priority and assignee of a request: each applies as soon as it is chosen. */
export function SupportRequestControls({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation();
  const assignees = useListSupportAssigneesQuery({});
  const [update, updating] = useUpdateSupportRequestMutation();
  const change = (patch: {
    status?: SupportStatus;
    priority?: SupportPriority;
    assigneeUid?: string | null;
  }) => void update({ requestId: request.id, ...patch });
  return (
    <div className="lms-support-controls" aria-busy={updating.isLoading}>
      <FormFailure failure={updating.isError ? updating.error : null} refusals={SUPPORT_REFUSALS} />
      <SelectField
        label={t('support.detail.status')}
        value={request.status}
        disabled={updating.isLoading}
        onChange={(event) => change({ status: event.target.value as SupportStatus })}
        options={SUPPORT_STATUSES.map((value) => ({ value, label: t(`support.status.${value}`) }))}
      />
      <SelectField
        label={t('support.detail.priority')}
        value={request.priority}
        disabled={updating.isLoading}
        onChange={(event) => change({ priority: event.target.value as SupportPriority })}
        options={SUPPORT_PRIORITIES.map((value) => ({ value, label: t(`support.priority.${value}`) }))}
      />
      <SelectField
        label={t('support.detail.assignee')}
        value={request.assignee?.uid ?? ''}
        disabled={updating.isLoading || assignees.isLoading}
        onChange={(event) => change({ assigneeUid: event.target.value === '' ? null : event.target.value })}
        options={[
          { value: '', label: t('support.queue.unassigned') },
          ...(assignees.data ?? (request.assignee ? [request.assignee] : [])).map((admin) => ({
            value: admin.uid,
            label: admin.name,
          })),
        ]}
      />
    </div>
  );
}
