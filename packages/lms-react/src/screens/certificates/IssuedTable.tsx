import { useTranslation } from 'react-i18next';
import type { Certificate } from '@lms/core';
import { Button } from '../../components/Button';
import { useFormatDate } from '../../i18n/useFormatDate';
import { CertificateStatusBadge } from './CertificateStatusBadge';

export interface IssuedTableProps {
  certificates: readonly Certificate[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onRevoke: (certificate: Certificate) => void;
  onReissue: (certificate: Certificate) => void;
}

/** Issued certificates with what an admin checks and acts on: who, which course, when, status; revoke, reissue. */
export function IssuedTable({ certificates, selected, onSelect, onRevoke, onReissue }: IssuedTableProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-certificate-table">
        <caption className="lms-admin-table__caption">{t('certificates.issued.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('certificates.issued.column.select')}</th>
            <th scope="col">{t('certificates.issued.column.number')}</th>
            <th scope="col">{t('certificates.issued.column.learner')}</th>
            <th scope="col">{t('certificates.issued.column.course')}</th>
            <th scope="col">{t('certificates.issued.column.issued')}</th>
            <th scope="col">{t('certificates.issued.column.expires')}</th>
            <th scope="col">{t('certificates.issued.column.status')}</th>
            <th scope="col" data-unlabelled>
              {t('certificates.issued.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => (
            <tr key={certificate.id} data-certificate-id={certificate.id}>
              <td>
                <input
                  type="checkbox"
                  checked={selected.has(certificate.id)}
                  aria-label={t('certificates.issued.selectLabel', { number: certificate.number })}
                  onChange={(event) => onSelect(certificate.id, event.target.checked)}
                />
              </td>
              <th scope="row">
                <a href={certificate.verificationUrl}>{certificate.number}</a>
              </th>
              <td>
                <span dir="auto">{certificate.learnerName}</span>
                <br />
                <span className="lms-certificate-table__email">{certificate.learnerEmail}</span>
              </td>
              <td dir="auto">{certificate.courseTitle}</td>
              <td>{formatDate(certificate.issuedAt)}</td>
              <td>
                {certificate.expiresAt ? formatDate(certificate.expiresAt) : t('certificates.page.never')}
              </td>
              <td>
                <CertificateStatusBadge status={certificate.status} />
                {certificate.revokedReason && (
                  <span className="lms-certificate-table__reason" dir="auto">
                    {certificate.revokedReason}
                  </span>
                )}
              </td>
              <td className="lms-certificate-table__actions">
                {certificate.status !== 'revoked' && (
                  <Button
                    variant="danger"
                    aria-label={t('certificates.issued.revokeLabel', { number: certificate.number })}
                    onClick={() => onRevoke(certificate)}
                  >
                    {t('certificates.issued.revoke')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  aria-label={t('certificates.issued.reissueLabel', { number: certificate.number })}
                  onClick={() => onReissue(certificate)}
                >
                  {t('certificates.issued.reissue')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
