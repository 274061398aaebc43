import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyCertificatesQuery } from '../../../store/endpoints/certificates-api';

/**
 * On the completed course's viewer: the way to the certificates the course issued. Asking for the list issues any
 * the completion still owes, so the link is there even when the issuing after the last lesson had failed.
 */
export function CourseCertificateLinks({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const { data } = useListMyCertificatesQuery({});
  const mine = (data?.items ?? []).filter((certificate) => certificate.courseId === courseId);
  if (mine.length === 0) return null;
  return (
    <p className="lms-viewer__certificates">
      {mine.map((certificate) => (
        <LmsLink
          key={certificate.id}
          className="lms-button lms-button--primary"
          to={pathFor(routes, 'certificate', { id: certificate.id })}
        >
          {t('certificates.viewer.open')}
        </LmsLink>
      ))}
    </p>
  );
}
