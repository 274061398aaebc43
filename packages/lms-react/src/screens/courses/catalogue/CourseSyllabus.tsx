import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@lms/core';

/** The course outline: modules in order, each with its lessons' kind and length. */
export function CourseSyllabus({ modules }: { modules: Course['modules'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="lms-course-detail__syllabus" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('courseDetail.syllabus')}</h2>
      {modules.length === 0 ? (
        <p>{t('courseDetail.noLessons')}</p>
      ) : (
        <ol className="lms-syllabus">
          {modules.map((module) => (
            <li key={module.id} className="lms-syllabus__module">
              <h3 className="lms-syllabus__module-title" dir="auto">
                {module.title}
              </h3>
              <p className="lms-syllabus__module-size">
                {t('landing.lessons', { count: module.lessons.length })}
              </p>
              <ol className="lms-syllabus__lessons">
                {module.lessons.map((lesson) => (
                  <li key={lesson.id} className="lms-syllabus__lesson">
                    <span className="lms-syllabus__lesson-title" dir="auto">
                      {lesson.title}
                    </span>
                    <span className="lms-syllabus__lesson-meta">
                      {t(`courseDetail.kind.${lesson.kind}`)}
                      {lesson.durationMinutes !== null &&
                        ` · ${t('landing.minutes', { count: lesson.durationMinutes })}`}
                    </span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
