import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A ring drawn to the percent, with the percent inside: what the eye reads first on a course's card. */
function ProgressRing({ percent, text }: { percent: number; text: string }) {
  // r = 15.9155 makes the circumference 100, so the dash is the percent itself.
  return (
    <svg className="lms-learning-progress__ring" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle className="lms-learning-progress__track" cx="18" cy="18" r="15.9155" />
      <circle
        className="lms-learning-progress__arc"
        cx="18"
        cy="18"
        r="15.9155"
        strokeDasharray={`${percent} ${100 - percent}`}
      />
      <text className="lms-learning-progress__ring-text" x="18" y="18">
        {text}
      </text>
    </svg>
  );
}

/**
 * A course's progress: a ring with the percent, and the percent and lessons in words beside it; the native
 * progressbar (its role, name and value) stays for assistive technology, drawn only by the ring.
 */
export function LearningProgressBar(props: {
  title: string;
  percent: number;
  completed: number;
  total: number;
}) {
  const { t, i18n } = useTranslation();
  const textId = useId();
  const rounded = Math.floor(props.percent);
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(rounded / 100);
  return (
    <div className="lms-learning-progress lms-learning-progress--ring">
      <ProgressRing percent={rounded} text={percentText} />
      <progress
        className="lms-learning-progress__bar lms-learning-progress__bar--under-ring"
        max={100}
        value={rounded}
        aria-label={t('learning.progressOf', { title: props.title })}
        aria-describedby={textId}
      />
      <p className="lms-learning-progress__text" id={textId}>
        {t('learning.progressText', { percent: percentText, completed: props.completed, count: props.total })}
      </p>
    </div>
  );
}
