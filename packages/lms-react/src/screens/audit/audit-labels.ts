// How the audit log's screens name an entry's action and outcome: security events have words in each language;
// admin actions are the contract's operation names, shown as they are (an operator searches them as written).
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@lms/core';

export function actionLabel(t: TFunction, entry: Pick<AuditEntry, 'kind' | 'action'>): string {
  if (entry.kind === 'admin') return entry.action;
  return t(`audit.event.${entry.action.replace(/^auth\./, '')}`, { defaultValue: entry.action });
}

export function outcomeLabel(t: TFunction, entry: Pick<AuditEntry, 'outcome' | 'errorCode'>): string {
  return entry.outcome === 'ok'
    ? t('audit.outcome.ok')
    : t('audit.outcome.refusedWith', { code: entry.errorCode ?? '' });
}
