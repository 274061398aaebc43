import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IssuedSection } from './IssuedSection';
import { TemplatesSection } from './TemplatesSection';

/**
 * /admin/certificates: the templates (design with a live preview, courses, validity) and every certificate issued
 * (search, filters, pages, revoke with a reason, reissue, CSV, several PDFs as one ZIP).
 */
export function AdminCertificatesPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="lms-certificate-admin" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('certificates.admin.heading')}</h1>
      <TemplatesSection />
      <IssuedSection />
    </section>
  );
}
