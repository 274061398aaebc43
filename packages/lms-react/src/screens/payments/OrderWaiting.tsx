import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';

export interface OrderWaitingProps {
  headingId: string;
  /** Waiting longer than usual: say the student may leave, the enrolment follows the payment anyway. */
  slow: boolean;
  children?: ReactNode;
}

/** The success page while the payment is being confirmed: a progress indicator and what is happening. */
export function OrderWaiting({ headingId, slow, children }: OrderWaitingProps) {
  const { t } = useTranslation();
  return (
    <section
      className="lms-payment-success lms-payment-success--waiting"
      aria-labelledby={headingId}
      aria-busy="true"
    >
      <h1 id={headingId}>{t('paymentSuccess.waitingHeading')}</h1>
      <Spinner label={t('paymentSuccess.progress')} />
      <p role="status">{slow ? t('paymentSuccess.slow') : t('paymentSuccess.waiting')}</p>
      {children}
    </section>
  );
}
