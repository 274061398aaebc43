import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@lms/core';
import { Textarea } from '../../components/Textarea';
import { useNotify } from '../../notifications/useNotify';
import { useRevokeCertificateMutation } from '../../store/endpoints/certificates-api';
import { FormDialog } from '../../ui-kit/FormDialog';
import { useErrorText } from '../../ui-kit/useErrorText';
import { CERTIFICATE_REFUSALS } from './refusal-wordings';

/** The contract's limit on a revocation's reason. */
const REASON_MAX_LENGTH = 500;

export interface RevokeCertificateDialogProps {
  certificate: Certificate | null;
  onOpenChange: (open: boolean) => void;
}

/** Asks for the reason (shown on the verification page) before revoking; the record itself is kept. */
export function RevokeCertificateDialog({ certificate, onOpenChange }: RevokeCertificateDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(CERTIFICATE_REFUSALS);
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(open: boolean) {
    if (!open) {
      setReason('');
      setProblem(null);
      setFailure(null);
    }
    onOpenChange(open);
  }

  async function confirm(): Promise<boolean> {
    if (!certificate) return false;
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(t('certificates.revoke.reasonRequired'));
      return false;
    }
    const result = await revoke({ certificateId: certificate.id, reason: trimmed });
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    notify({ kind: 'positive', message: t('certificates.revoke.done', { number: certificate.number }) });
    changeOpen(false);
    return true;
  }

  return (
    <FormDialog
      open={certificate !== null}
      onOpenChange={changeOpen}
      title={t('certificates.revoke.title', { number: certificate?.number ?? '' })}
      description={
        certificate &&
        t('certificates.revoke.body', { name: certificate.learnerName, title: certificate.courseTitle })
      }
      onSubmit={confirm}
      submitLabel={t('certificates.revoke.confirm')}
      submitVariant="danger"
      submitBusy={isLoading}
      failure={failure}
    >
      <Textarea
        label={t('certificates.revoke.reason')}
        value={reason}
        rows={3}
        required
        maxLength={REASON_MAX_LENGTH}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
