import { useTranslation } from 'react-i18next';
import { INTEGRATION_CHECKS } from '@lms/core';
import { Button } from '../../components/Button';
import { IntegrationCheckCard } from './IntegrationCheckCard';
import { MailLogSection } from './MailLogSection';
import { useIntegrationChecks } from './useIntegrationChecks';

/**
 * /admin/test: each integration of this installation checked for real on demand (the database, file storage, a
 * test e-mail to the admin, the payment provider, the OpenID providers, embedding, the server build), each with
 * its own button and result; one button runs them all in turn. Below them, the mail log: what the platform sent,
 * what the relay refused, and a resend.
 */
export function AdminTestPage() {
  const { t } = useTranslation();
  const checks = useIntegrationChecks();
  return (
    <div className="lms-admin-test">
      <header className="lms-admin-test__header">
        <h1>{t('adminTest.heading')}</h1>
        <Button onClick={() => void checks.runAll()} disabled={checks.anyRunning}>
          {t('adminTest.runAll')}
        </Button>
      </header>
      <p className="lms-admin-test__intro">{t('adminTest.intro')}</p>
      {INTEGRATION_CHECKS.map((check) => (
        <IntegrationCheckCard
          key={check}
          check={check}
          state={checks.states[check]}
          onRun={() => void checks.run(check)}
        />
      ))}
      <MailLogSection />
    </div>
  );
}
