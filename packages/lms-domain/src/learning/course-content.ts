// getCourseContent and getMyProgress: the outline with each lesson's state for the caller, and where to resume.
import { resumeLessonOf, type CourseContent, type CourseProgress } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import type { EnrollmentRow } from '../db/schema';
import { toIso } from '../catalogue/course-mapping';
import { requireCourseAccess } from './course-access';
import {
  lessonProgressOf,
  lessonStateOf,
  loadLearnerState,
  progressSummaryOf,
  type LearnerState,
} from './learner-state';

/** lms-core's rule: the last lesson opened (newest by the learner's clock), else the first lesson to do. */
function resumeLessonId(state: LearnerState, enrollment: EnrollmentRow | null): string | null {
  const lastLessonId = enrollment?.last_lesson_id ?? null;
  return resumeLessonOf({ lessons: state.outline.lessons, states: state.states, lastLessonId });
}

function courseProgressOf(
  courseId: string,
  state: LearnerState,
  enrollment: EnrollmentRow | null,
): CourseProgress {
  const resume = resumeLessonId(state, enrollment);
  const activity = enrollment?.last_activity_at ?? null;
  return {
    ...progressSummaryOf(state, enrollment),
    courseId,
    enrolled: enrollment !== null,
    resumeLessonId: resume,
    resumePositionSeconds: resume === null ? null : (state.rows.get(resume)?.position_seconds ?? null),
    lastActivityAt: activity === null ? null : toIso(activity),
    lessons: state.outline.lessons.map((lesson) => lessonProgressOf(state, lesson.id)),
  };
}

export async function getMyProgress(
  ctx: DomainContext,
  caller: Caller,
  courseRef: string,
): Promise<CourseProgress> {
  const access = await requireCourseAccess(ctx.db, caller, courseRef);
  const { course, enrollment } = access;
  const state = await loadLearnerState(ctx.db, caller.uid, access);
  return courseProgressOf(course.id, state, enrollment);
}

export async function getCourseContent(
  ctx: DomainContext,
  caller: Caller,
  courseRef: string,
): Promise<CourseContent> {
  const access = await requireCourseAccess(ctx.db, caller, courseRef);
  const { course, enrollment } = access;
  const state = await loadLearnerState(ctx.db, caller.uid, access);
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      thumbnail: course.thumbnail,
      summary: course.summary,
      status: course.status,
      lockLessonsInOrder: course.lock_lessons_in_order === 1,
    },
    modules: state.outline.modules.map((module) => ({
      id: module.id,
      title: module.title,
      position: module.position,
      lessons: state.outline.lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          kind: lesson.kind,
          position: lesson.position,
          durationMinutes: lesson.durationMinutes,
          state: lessonStateOf(state, lesson.id),
        })),
    })),
    progress: courseProgressOf(course.id, state, enrollment),
  };
}
