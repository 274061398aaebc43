import { useTranslation } from 'react-i18next';
import type { CourseContent, LessonState, LessonStatus } from '@lms/core';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { LmsLink } from '../../../navigation/LmsLink';
import { LessonStateIcon } from './LessonStateIcon';

export interface CourseOutlineProps {
  modules: CourseContent['modules'];
  states: Readonly<Record<string, LessonState>>;
  statuses: Readonly<Record<string, LessonStatus>>;
  currentLessonId: string | null;
  lessonHref: (lessonId: string) => string;
}

/** Modules and their lessons with each lesson's state; the lesson on screen is marked aria-current. */
export function CourseOutline({
  modules,
  states,
  statuses,
  currentLessonId,
  lessonHref,
}: CourseOutlineProps) {
  const { t } = useTranslation();
  return (
    <nav className="lms-viewer-outline" aria-label={t('viewer.outline.label')}>
      <ol className="lms-viewer-outline__modules">
        {modules.map((module) => (
          <li key={module.id} className="lms-viewer-outline__module">
            <h2 className="lms-viewer-outline__module-title">{module.title}</h2>
            <ol className="lms-viewer-outline__lessons">
              {module.lessons.map((lesson) => {
                const state = states[lesson.id] ?? lesson.state;
                const status = statuses[lesson.id] ?? 'not-started';
                const current = lesson.id === currentLessonId;
                const label = (
                  <>
                    <LessonStateIcon status={status} />
                    <span className="lms-viewer-outline__title">{lesson.title}</span>
                    <span className="lms-viewer-outline__meta">
                      {t(`viewer.kind.${lesson.kind}`)}
                      {lesson.durationMinutes
                        ? ` · ${t('viewer.minutes', { count: lesson.durationMinutes })}`
                        : ''}
                    </span>
                    <VisuallyHidden>{`, ${t(`viewer.status.${status}`)}`}</VisuallyHidden>
                  </>
                );
                return (
                  <li
                    key={lesson.id}
                    className={`lms-viewer-outline__lesson${current ? ' lms-viewer-outline__lesson--current' : ''}`}
                  >
                    {state === 'locked' && !current ? (
                      <span className="lms-viewer-outline__item lms-viewer-outline__item--locked">
                        {label}
                      </span>
                    ) : (
                      <LmsLink
                        to={lessonHref(lesson.id)}
                        className="lms-viewer-outline__item"
                        aria-current={current ? 'page' : undefined}
                      >
                        {label}
                      </LmsLink>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
