import { useTranslation } from 'react-i18next';
import { pathFor, type MyLearningItem } from '@lms/core';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { LearningProgressBar } from './LearningProgressBar';
import { formatRelativeTime } from './relative-time';
import { useMediaUrl } from '../../../runtime/useMediaUrl';

/** One of the student's courses: progress, where they left off, and the way back in (the viewer resumes). */
export function LearningCourseItem({
  item,
  headingLevel = 3,
}: {
  item: MyLearningItem;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const { routes } = useLmsRuntime();
  const mediaUrl = useMediaUrl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="lms-learning-item">
      {item.course.thumbnail && (
        <img
          className="lms-learning-item__image"
          src={mediaUrl(item.course.thumbnail)}
          alt=""
          loading="lazy"
        />
      )}
      <div className="lms-learning-item__body">
        <Heading className="lms-learning-item__title" dir="auto">
          <LmsLink to={pathFor(routes, 'product-detail', { id: item.course.id })}>
            {item.course.title}
          </LmsLink>
        </Heading>
        <LearningProgressBar
          title={item.course.title}
          percent={item.completed ? 100 : item.percent}
          completed={item.completedLessons}
          total={item.totalLessons}
        />
        <p className="lms-learning-item__meta">
          {item.completed
            ? t('learning.completed')
            : item.lastLesson
              ? // First-strong isolate: a title in another script keeps its own direction inside the sentence.
                t('learning.lastLesson', { lesson: `\u2068${item.lastLesson.title}\u2069` })
              : t('learning.notStarted')}
          {item.lastActivityAt && ` · ${formatRelativeTime(item.lastActivityAt, Date.now(), i18n.language)}`}
        </p>
      </div>
      <LmsLink
        className={`lms-button ${item.completed ? 'lms-button--secondary' : 'lms-button--primary'} lms-learning-item__action`}
        to={pathFor(routes, 'product-viewer', { productId: item.course.id })}
        aria-label={t(item.completed ? 'learning.reviewCourse' : 'learning.continueCourse', {
          title: item.course.title,
        })}
      >
        {item.completed ? t('learning.review') : t('learning.continue')}
      </LmsLink>
    </article>
  );
}
