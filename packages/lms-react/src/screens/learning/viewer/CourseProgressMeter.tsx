import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Progress of the course as a bar and in words: "3 of 8 lessons completed · 38 %". */
export function CourseProgressMeter(props: { percent: number; completed: number; total: number }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const rounded = Math.floor(props.percent);
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(rounded / 100);
  return (
    <div className="lms-viewer-progress">
      <p id={labelId} className="lms-viewer-progress__label">
        {t('viewer.progress.label', { completed: props.completed, count: props.total, percent: percentText })}
      </p>
      <progress className="lms-viewer-progress__bar" max={100} value={rounded} aria-labelledby={labelId} />
    </div>
  );
}
