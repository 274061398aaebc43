import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useFocusOnMount } from './useFocusOnMount';

export interface CheckInboxPanelProps {
  /** What was sent, worded so it never confirms whether the address has an account. */
  children: ReactNode;
  onSendAgain: () => void;
  sendingAgain: boolean;
  /** A link back, e.g. to sign-in. */
  footer?: ReactNode;
}

/** "Check your inbox", shown after an account e-mail was requested; focused so it is announced. */
export function CheckInboxPanel({ children, onSendAgain, sendingAgain, footer }: CheckInboxPanelProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="lms-check-inbox">
      <h2 ref={headingRef} tabIndex={-1} className="lms-check-inbox__title">
        {t('checkInbox.heading')}
      </h2>
      <p>{children}</p>
      <p className="lms-check-inbox__hint">{t('checkInbox.hint')}</p>
      <Button variant="secondary" busy={sendingAgain} onClick={onSendAgain}>
        {t('checkInbox.sendAgain')}
      </Button>
      {footer && <p className="lms-account-page__aside">{footer}</p>}
    </div>
  );
}
