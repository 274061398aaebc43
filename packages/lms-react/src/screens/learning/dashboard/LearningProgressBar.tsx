import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled progress bar (native progressbar role) with the percent and lessons in words next to it. */
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
    <div className="lms-learning-progress">
      <progress
        className="lms-learning-progress__bar"
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
