import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Skeleton } from '../components/Skeleton';
import { LmsLink } from '../navigation/LmsLink';
import { useAuth } from '../runtime/useAuth';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { useListCoursesQuery } from '../store/lms-api';
import { CourseCard } from './CourseCard';
import { HeroPicture } from './landing/HeroPicture';

const PLACEHOLDER_CARDS = 6;

/** The landing page: a welcome and the newest published courses, from the public listCourses operation. */
export function LandingPage() {
  const { routes } = useLmsRuntime();
  const { isAuthenticated } = useAuth();
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isLoading, isError, refetch } = useListCoursesQuery({});

  return (
    <div className="lms-landing">
      <section className="lms-landing__hero">
        <div className="lms-landing__welcome">
          <h1 className="lms-landing__heading">{t('landing.heading')}</h1>
          <p className="lms-landing__intro">{t('landing.intro')}</p>
          <p className="lms-landing__actions">
            {/* Someone signed in goes on learning; a visitor is invited to an account, or to the courses below. */}
            {isAuthenticated ? (
              <>
                <LmsLink to={pathFor(routes, 'student-dashboard')} className="lms-button lms-button--primary">
                  {t('landing.continueCta')}
                </LmsLink>
                <LmsLink to={pathFor(routes, 'products')} className="lms-button lms-button--secondary">
                  {t('landing.browseCta')}
                </LmsLink>
              </>
            ) : (
              <>
                <LmsLink to={pathFor(routes, 'signup')} className="lms-button lms-button--primary">
                  {t('landing.signUpCta')}
                </LmsLink>
                <a href={`#${headingId}`} className="lms-button lms-button--secondary">
                  {t('landing.seeProductsCta')}
                </a>
              </>
            )}
          </p>
        </div>
        <HeroPicture />
      </section>
      <section className="lms-landing__catalogue" aria-labelledby={headingId} aria-busy={isLoading}>
        <h2 id={headingId}>{t('landing.listHeading')}</h2>
        {isLoading ? (
          <ul className="lms-card-grid" aria-label={t('common.loading')}>
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index}>
                <Skeleton withMedia lines={3} />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <ErrorState error={error} title={t('landing.errorTitle')} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState title={t('landing.emptyTitle')}>{t('landing.emptyBody')}</EmptyState>
        ) : (
          <>
            <ul className="lms-card-grid">
              {data.items.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} position={index} />
                </li>
              ))}
            </ul>
            {data.total > data.items.length && (
              <p className="lms-landing__more">
                <LmsLink to={pathFor(routes, 'products')}>{t('nav.products')}</LmsLink>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
