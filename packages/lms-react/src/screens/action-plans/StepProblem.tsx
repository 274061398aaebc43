import { useTranslation } from 'react-i18next';
import { pathFor, refusalDetailsOf, refusalReasonOf } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

/**
 * Why a step cannot be shown. A student not enrolled gets the way to the course page (in a new tab from a frame,
 * since enrolling happens on our site); other failures are explained, with Try again.
 */
export function StepProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { routes, framed } = useLmsRuntime();
  const { courseId } = refusalDetailsOf(error);
  if (refusalReasonOf(error) === 'not-enrolled') {
    return (
      <section className="lms-error-state" role="alert">
        <h1 className="lms-error-state__title">{t('actionPlan.notEnrolled.title')}</h1>
        <p className="lms-error-state__message">{t('actionPlan.notEnrolled.message')}</p>
        {typeof courseId === 'string' && (
          <LmsLink
            className="lms-button lms-button--primary"
            to={pathFor(routes, 'product-detail', { id: courseId })}
            {...(framed ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {t('actionPlan.notEnrolled.action')}
          </LmsLink>
        )}
      </section>
    );
  }
  return <ErrorState error={error} title={<span>{t('actionPlan.loadFailed')}</span>} onRetry={onRetry} />;
}
