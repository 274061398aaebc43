import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type CourseContent } from '@lms/core';
import { EmptyState } from '../../../components/EmptyState';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsNavigation } from '../../../navigation/useLmsNavigation';
import { useSearchParam } from '../../../navigation/useSearchParam';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { CourseCompletedMoment } from './CourseCompletedMoment';
import { CourseSurveys } from './CourseSurveys';
import { CourseOutline } from './CourseOutline';
import { OutlineDrawer } from './OutlineDrawer';
import { CourseProgressMeter } from './CourseProgressMeter';
import { LessonNavigation } from './LessonNavigation';
import { LessonPane } from './LessonPane';
import { OfflineNotice } from './OfflineNotice';
import { useCourseView } from './useCourseView';
import { useModuleMoments } from './useModuleMoments';
import { useLearningSync } from './useLearningSync';
import { useLessonKeyboardNavigation } from './useLessonKeyboardNavigation';
import { useProgressRecorder } from './useProgressRecorder';
import { lmsApi } from '../../../store/lms-api';
import { LearningPicture } from '../../../components/empty-pictures';

/** The viewer of a loaded course: outline, progress, the current lesson and the way to the next one. */
export function CourseViewer({ content, courseArg }: { content: CourseContent; courseArg: string }) {
  const { t, i18n } = useTranslation();
  const runtime = useLmsRuntime();
  const navigation = useLmsNavigation();
  const courseId = content.course.id;
  const { snapshot, online, pending } = useLearningSync(courseId);
  const view = useCourseView(content, pending);
  const record = useProgressRecorder(courseId, courseArg, content.progress.enrolled);

  // The local cache follows the server (it only ever goes up), for the guard and pages that read it offline.
  useEffect(() => {
    if (content.progress.enrolled) runtime.progressCache().record(courseId, content.progress.percent);
  }, [runtime, courseId, content.progress.enrolled, content.progress.percent]);

  const requested = useSearchParam('lesson');
  const currentId = requested && view.states[requested] !== undefined ? requested : view.resumeLessonId;
  const index = view.lessons.findIndex((lesson) => lesson.id === currentId);
  const current = view.lessons[index];
  const previous = index > 0 ? view.lessons[index - 1]! : null;
  const next = index >= 0 && index < view.lessons.length - 1 ? view.lessons[index + 1]! : null;

  const viewerPath = navigation.location.pathname;
  const lessonHref = useCallback(
    (lessonId: string) => `${viewerPath}?lesson=${encodeURIComponent(lessonId)}`,
    [viewerPath],
  );
  const open = useCallback(
    (lessonId: string) => navigation.navigate(lessonHref(lessonId)),
    [navigation, lessonHref],
  );
  const nextLocked = next !== null && view.states[next.id] === 'locked';
  const rtl = i18n.dir(i18n.language) === 'rtl';
  useLessonKeyboardNavigation({
    previousId: previous?.id ?? null,
    nextId: nextLocked ? null : (next?.id ?? null),
    rtl,
    open,
  });

  // The next lesson is fetched ahead, so it opens at once and still opens if the connection drops meanwhile; only
  // once the server has it open (an event still on its way would get a refusal, and the refusal would be cached).
  const prefetchLesson = lmsApi.usePrefetch('getLesson');
  const prefetchId = next !== null && view.confirmedStates[next.id] !== 'locked' ? next.id : null;
  useEffect(() => {
    if (prefetchId) prefetchLesson({ courseId: courseArg, lessonId: prefetchId });
  }, [prefetchLesson, courseArg, prefetchId]);

  useModuleMoments(content.modules, view.states, view.percent >= 100);

  // A course already complete when the viewer opened is shown calmly; completing it here is celebrated once.
  const completeWhenOpened = useRef(view.percent >= 100);

  // Focus moves to the lesson heading when the learner changes lesson, not when the page first opens.
  const firstLessonId = useRef(current?.id);
  const focusHeading = current !== undefined && current.id !== firstLessonId.current;

  return (
    <div className="lms-viewer">
      <header className="lms-viewer__header">
        <p className="lms-viewer__back">
          <LmsLink to={pathFor(runtime.routes, 'student-products')}>{t('viewer.back')}</LmsLink>
        </p>
        <h1 className="lms-viewer__title">{content.course.title}</h1>
        {!content.progress.enrolled && <p className="lms-viewer__preview">{t('viewer.preview')}</p>}
        <CourseProgressMeter
          percent={view.percent}
          completed={view.completedCount}
          total={view.lessons.length}
        />
        {/* Polite: a learner who completes the course on this visit hears it, after the lesson they were on. */}
        <div aria-live="polite">
          {view.percent >= 100 && (
            <CourseCompletedMoment
              courseId={courseId}
              courseTitle={content.course.title}
              enrolled={content.progress.enrolled}
              justNow={!completeWhenOpened.current}
            />
          )}
        </div>
        <OfflineNotice pending={snapshot.pending} online={online} failing={snapshot.lastError !== null} />
      </header>
      {current === undefined ? (
        <EmptyState picture={<LearningPicture />} title={t('viewer.empty.title')}>
          {t('viewer.empty.message')}
        </EmptyState>
      ) : (
        <div className="lms-viewer__body">
          <OutlineDrawer lessonId={current.id}>
            <CourseOutline
              modules={content.modules}
              states={view.states}
              statuses={view.statuses}
              currentLessonId={current.id}
              lessonHref={lessonHref}
            />
          </OutlineDrawer>
          <div className="lms-viewer__main">
            <LessonPane
              key={current.id}
              courseArg={courseArg}
              lesson={current}
              state={view.states[current.id] ?? current.state}
              status={view.statuses[current.id] ?? 'not-started'}
              confirmedOpen={view.confirmedStates[current.id] !== 'locked'}
              pending={pending}
              record={record}
              focusHeading={focusHeading}
            />
            <LessonNavigation
              previous={previous}
              next={next}
              nextLocked={nextLocked}
              lessonHref={lessonHref}
              rtl={rtl}
            />
            {content.progress.enrolled && <CourseSurveys courseId={courseId} at={{ lessonId: current.id }} />}
            {content.progress.enrolled && view.percent >= 100 && (
              <CourseSurveys courseId={courseId} at={{ end: true }} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
