import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { CourseCertificateLinks } from './CourseCertificateLinks';

/** Pieces of confetti: each its colour token, start across the width and delay, so they fall apart. */
const CONFETTI = Array.from({ length: 14 }, (_, index) => ({
  colour: ['accent', 'secondary', 'positive', 'info'][index % 4],
  start: `${(index * 37) % 100}%`,
  delay: `${((index * 53) % 60) / 100}s`,
}));

/**
 * A completed course's moment: a trophy, what it means and where to go next (the certificate it issued, the
 * dashboard, more courses). `justNow`: the learner completed it on this visit, so it celebrates once with confetti
 * (none for prefers-reduced-motion); coming back to a completed course shows it calmly.
 */
export function CourseCompletedMoment({
  courseId,
  courseTitle,
  enrolled,
  justNow,
}: {
  courseId: string;
  courseTitle: string;
  enrolled: boolean;
  justNow: boolean;
}) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const headingId = useId();
  return (
    <section className="lms-viewer__moment" aria-labelledby={headingId} data-just-now={justNow || undefined}>
      {justNow && (
        <div className="lms-confetti" aria-hidden="true">
          {CONFETTI.map((piece, index) => (
            <span
              key={index}
              className={`lms-confetti__piece lms-confetti__piece--${piece.colour}`}
              style={{ insetInlineStart: piece.start, animationDelay: piece.delay }}
            />
          ))}
        </div>
      )}
      <svg className="lms-viewer__trophy" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path className="lms-viewer__trophy-cup" d="M20 8h24v14a12 12 0 0 1-24 0z" />
        <path
          className="lms-viewer__trophy-line"
          d="M20 12h-8a8 8 0 0 0 8 12M44 12h8a8 8 0 0 1-8 12M32 34v12M22 54h20M26 46h12v8H26z"
        />
        <path
          className="lms-viewer__trophy-star"
          d="M32 13l2.4 4.8 5.3.8-3.8 3.7.9 5.3-4.8-2.5-4.8 2.5.9-5.3-3.8-3.7 5.3-.8z"
        />
      </svg>
      <div className="lms-viewer__moment-text">
        <h2 id={headingId} className="lms-viewer__moment-title">
          {t('viewer.moment.title', { title: courseTitle })}
        </h2>
        <p className="lms-viewer__complete">{t('viewer.courseCompleted')}</p>
        <div className="lms-viewer__moment-actions">
          {enrolled && <CourseCertificateLinks courseId={courseId} />}
          <LmsLink className="lms-button lms-button--secondary" to={pathFor(routes, 'student-dashboard')}>
            {t('viewer.moment.dashboard')}
          </LmsLink>
          <LmsLink className="lms-button lms-button--secondary" to={pathFor(routes, 'products')}>
            {t('viewer.moment.more')}
          </LmsLink>
        </div>
      </div>
    </section>
  );
}
