import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type CourseSummary } from '@lms/core';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsNavigation } from '../../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useEnrollInCourseMutation } from '../../../store/endpoints/learning-api';
import { formatPrice } from '../../course-price';
import { useEnrolmentIn } from './useEnrolmentIn';

/**
 * The one thing to do on a course page: Continue when enrolled, Enrol for free, or Buy (the payment page).
 * Enrolling is idempotent on the server, so a double click or a stale page cannot enrol twice.
 */
export function CourseAction({ course }: { course: CourseSummary }) {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const navigation = useLmsNavigation();
  const { enrollment } = useEnrolmentIn(course.id);
  const [enrol, enrolment] = useEnrollInCourseMutation();
  const [enrolError, setEnrolError] = useState<unknown>(null);
  const viewerPath = pathFor(routes, 'product-viewer', { productId: course.id });

  if (enrollment === undefined) {
    return (
      <Button className="lms-course-action" busy disabled>
        {t('common.loading')}
      </Button>
    );
  }
  if (enrollment) {
    return (
      <LmsLink className="lms-button lms-button--primary lms-course-action" to={viewerPath}>
        {t('courseDetail.continue')}
      </LmsLink>
    );
  }
  if (course.priceCents > 0) {
    return (
      <LmsLink
        className="lms-button lms-button--primary lms-course-action"
        to={pathFor(routes, 'payment', { id: course.id })}
      >
        {t('courseDetail.buy', { price: formatPrice(course, i18n.language, t('landing.free')) })}
      </LmsLink>
    );
  }
  return (
    <div className="lms-course-action">
      <Button
        busy={enrolment.isLoading}
        onClick={async () => {
          setEnrolError(null);
          try {
            await enrol({ courseId: course.id }).unwrap();
            navigation.navigate(viewerPath);
          } catch (error) {
            setEnrolError(error);
          }
        }}
      >
        {t('courseDetail.enrolFree')}
      </Button>
      {enrolError !== null && <ErrorState error={enrolError} title={t('courseDetail.enrolFailed')} />}
    </div>
  );
}
