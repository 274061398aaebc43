import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useGetAuditEntryQuery } from '../../store/endpoints/audit-api';
import { actionLabel, actorLabel, entrySentence, outcomeLabel } from './audit-labels';
import { NamedTargets } from './NamedTargets';

function EntryFacts({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'long' });
  const none = t('audit.none');
  const facts: [string, React.ReactNode, boolean][] = [
    [
      t('audit.column.time'),
      <time key="time" dateTime={entry.at}>
        {dateFormat.format(new Date(entry.at))}
      </time>,
      false,
    ],
    [t('audit.kindFilter'), t(`audit.kind.${entry.kind}`), false],
    [t('audit.column.action'), actionLabel(t, entry), false],
    [t('audit.column.outcome'), outcomeLabel(t, entry), false],
    [t('audit.column.actor'), <bdi key="actor">{actorLabel(t, entry)}</bdi>, false],
    [t('audit.actorEmail'), entry.actorEmail ?? none, true],
    [t('audit.actorUid'), entry.actorUid ?? t('audit.actorDeleted'), true],
    [
      t('audit.column.targets'),
      entry.targets.length > 0 ? <NamedTargets key="targets" entry={entry} /> : none,
      false,
    ],
    [t('audit.column.address'), entry.clientIp ?? none, true],
    [t('audit.userAgent'), entry.userAgent ?? none, true],
  ];
  return (
    <dl className="lms-audit-entry__facts">
      {facts.map(([label, value, latin]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir={latin ? 'ltr' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The input as recorded, indented to be read; as it is when it was cut at its limit (no longer JSON). */
function readableJson(summary: string): string {
  try {
    return JSON.stringify(JSON.parse(summary), null, 2);
  } catch {
    return summary;
  }
}

/** One entry with everything recorded about it, the input summary in full. */
export function AuditEntryView({ id, listAddress }: { id: string; listAddress: string }) {
  const { t } = useTranslation();
  const summaryId = useId();
  const entry = useGetAuditEntryQuery({ id });
  const back = (
    <LmsLink className="lms-audit-entry__back" to={listAddress}>
      {t('audit.backToList')}
    </LmsLink>
  );
  if (entry.isLoading) {
    return (
      <div className="lms-audit-entry" aria-busy="true">
        {back}
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton lines={8} />
        </div>
      </div>
    );
  }
  if (entry.isError || !entry.data) {
    return (
      <div className="lms-audit-entry">
        {back}
        <h1>{t('audit.entryHeading')}</h1>
        <ErrorState
          error={entry.error}
          title={t('audit.entryLoadError')}
          onRetry={() => void entry.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="lms-audit-entry">
      {back}
      <h1>{t('audit.entryHeading')}</h1>
      <p className="lms-audit-entry__sentence">{entrySentence(t, entry.data)}</p>
      <EntryFacts entry={entry.data} />
      <section aria-labelledby={summaryId}>
        <h2 id={summaryId}>{t('audit.summary')}</h2>
        {entry.data.summary === '' ? (
          <p>{t('audit.noSummary')}</p>
        ) : (
          <pre className="lms-audit-entry__summary" dir="ltr">
            {readableJson(entry.data.summary)}
          </pre>
        )}
      </section>
    </div>
  );
}
