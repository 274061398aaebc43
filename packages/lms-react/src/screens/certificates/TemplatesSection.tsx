import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateTemplate } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useAdminListCertificateTemplatesQuery } from '../../store/endpoints/certificates-api';
import { TemplateEditor } from './TemplateEditor';
import { CertificatePicture } from '../../components/empty-pictures';

/** The templates: which courses issue each, how long its certificates last, how many were issued; new and edit. */
export function TemplatesSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isLoading, isError, refetch } = useAdminListCertificateTemplatesQuery({});
  const [editing, setEditing] = useState<CertificateTemplate | 'new' | null>(null);

  return (
    <section className="lms-certificate-templates" aria-labelledby={headingId}>
      <header className="lms-certificate-admin__section-header">
        <h2 id={headingId}>{t('certificates.templates.heading')}</h2>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>{t('certificates.templates.new')}</Button>
        )}
      </header>
      {editing !== null && (
        <TemplateEditor
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {isLoading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton lines={3} />
        </div>
      ) : isError || !data ? (
        <ErrorState
          error={error}
          title={t('certificates.templates.loadError')}
          onRetry={() => void refetch()}
        />
      ) : data.items.length === 0 ? (
        <EmptyState picture={<CertificatePicture />} title={t('certificates.templates.emptyTitle')}>
          {t('certificates.templates.emptyBody')}
        </EmptyState>
      ) : (
        <div className="lms-admin-table-wrap">
          <table className="lms-admin-table">
            <caption className="lms-admin-table__caption">{t('certificates.templates.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('certificates.templates.column.name')}</th>
                <th scope="col">{t('certificates.templates.column.courses')}</th>
                <th scope="col">{t('certificates.templates.column.validity')}</th>
                <th scope="col">{t('certificates.templates.column.issued')}</th>
                <th scope="col">{t('certificates.templates.column.state')}</th>
                <th scope="col" data-unlabelled>
                  {t('certificates.templates.column.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((template) => (
                <tr key={template.id}>
                  <th scope="row" dir="auto">
                    {template.name}
                  </th>
                  <td>{template.courseIds.length}</td>
                  <td>
                    {template.validityDays === null
                      ? t('certificates.page.never')
                      : t('certificates.templates.days', { count: template.validityDays })}
                  </td>
                  <td>{template.issuedCount}</td>
                  <td>
                    {template.active
                      ? t('certificates.templates.active')
                      : t('certificates.templates.inactive')}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('certificates.templates.editLabel', { name: template.name })}
                      onClick={() => setEditing(template)}
                    >
                      {t('certificates.templates.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
