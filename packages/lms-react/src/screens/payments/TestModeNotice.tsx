import { useTranslation } from 'react-i18next';

/**
 * While the sandbox takes payments (the quote's `testMode`), the checkout says so before anything is paid: test
 * cards only, and no money moves.
 */
export function TestModeNotice() {
  const { t } = useTranslation();
  return (
    <p className="lms-payment__notice lms-payment__notice--test" data-test-mode="">
      <strong>{t('payment.testMode.title')}</strong> {t('payment.testMode.body')}
    </p>
  );
}
