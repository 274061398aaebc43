import { useTranslation } from 'react-i18next';
import { pathFor, refusalReasonOf } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';

/** Why the course cannot be shown; someone not enrolled gets a way to the course page where they can enrol. */
export function ViewerProblem({
  error,
  courseArg,
  onRetry,
}: {
  error: unknown;
  courseArg: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  if (refusalReasonOf(error) === 'not-enrolled') {
    return (
      <section className="lms-error-state" role="alert">
        <h1 className="lms-error-state__title">{t('viewer.notEnrolled.title')}</h1>
        <p className="lms-error-state__message">{t('viewer.notEnrolled.message')}</p>
        <LmsLink
          className="lms-button lms-button--primary"
          to={pathFor(routes, 'product-detail', { id: courseArg })}
        >
          {t('viewer.notEnrolled.action')}
        </LmsLink>
      </section>
    );
  }
  return <ErrorState error={error} title={<span>{t('viewer.loadFailed')}</span>} onRetry={onRetry} />;
}
