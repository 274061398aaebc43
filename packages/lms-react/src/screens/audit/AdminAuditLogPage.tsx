import { useSearchParam } from '../../navigation/useSearchParam';
import { listQuery } from '../../ui-kit/list-params';
import { useListParams } from '../../ui-kit/useListParams';
import { AUDIT_LIST } from './audit-list-params';
import { AuditEntryView } from './AuditEntryView';
import { AuditLogListView } from './AuditLogListView';

/**
 * /admin/audit-log: administrators' actions and security events, searched, filtered and exported (all in the
 * URL, with the page); with `?entry=<id>` one entry in full, its link back keeping the list's search.
 */
export function AdminAuditLogPage() {
  const navigation = useListParams('admin-audit-log', AUDIT_LIST);
  const entry = useSearchParam('entry');
  return entry ? (
    <AuditEntryView id={entry} listAddress={navigation.basePath + listQuery(AUDIT_LIST, navigation.params)} />
  ) : (
    <AuditLogListView navigation={navigation} />
  );
}
