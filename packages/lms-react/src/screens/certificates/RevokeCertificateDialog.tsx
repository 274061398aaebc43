import { useTranslation } from 'react-i18next';
import type { Certificate } from '@lms/core';
import { useRevokeCertificateMutation } from '../../store/endpoints/certificates-api';
import { RevokeDialog } from '../../ui-kit/RevokeDialog';
import { CERTIFICATE_REFUSALS } from './refusal-wordings';

export interface RevokeCertificateDialogProps {
  certificate: Certificate | null;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason (shown on the verification page) before revoking; the record itself is kept. */
export function RevokeCertificateDialog({ certificate, onOpenChange }: RevokeCertificateDialogProps) {
  const { t } = useTranslation();
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  return (
    <RevokeDialog
      subject={certificate}
      onOpenChange={onOpenChange}
      words={{
        title: t('certificates.revoke.title', { number: certificate?.number ?? '' }),
        description:
          certificate &&
          t('certificates.revoke.body', { name: certificate.learnerName, title: certificate.courseTitle }),
        reason: t('certificates.revoke.reason'),
        reasonRequired: t('certificates.revoke.reasonRequired'),
        confirm: t('certificates.revoke.confirm'),
      }}
      revoke={(subject, reason) => revoke({ certificateId: subject.id, reason })}
      revoking={isLoading}
      refusals={CERTIFICATE_REFUSALS}
      doneMessage={(subject) => t('certificates.revoke.done', { number: subject.number })}
    />
  );
}
