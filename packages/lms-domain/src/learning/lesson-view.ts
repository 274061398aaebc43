// getLesson: one lesson for the caller, with content in its student form (no quiz answers) and its neighbours.
import { parseStoredLesson, toStudentLessonContent, type LessonView } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { requireCourseAccess } from './course-access';
import { loadLessonContent, requireLesson } from './course-lessons';
import { lessonProgressOf, loadLearnerState, quizRecordOf } from './learner-state';
import { assertLessonOpen } from './learning-gates';
import { downloadPathOf } from './video-links';

export async function getLesson(
  ctx: DomainContext,
  caller: Caller,
  input: { courseId: string; lessonId: string },
): Promise<LessonView> {
  const access = await requireCourseAccess(ctx.db, caller, input.courseId);
  const { course } = access;
  const state = await loadLearnerState(ctx.db, caller.uid, access);
  const lesson = requireLesson(state.outline, input.lessonId);
  assertLessonOpen(state, lesson.id, caller);

  const stored = parseStoredLesson(lesson.kind, await loadLessonContent(ctx.db, lesson.id));
  const fileId =
    stored.kind === 'video' && stored.content.url === undefined ? stored.content.fileId : undefined;
  const videoPath = fileId === undefined ? null : await downloadPathOf(ctx, fileId);

  const index = state.outline.lessons.findIndex((candidate) => candidate.id === lesson.id);
  return {
    courseId: course.id,
    lesson: {
      id: lesson.id,
      moduleId: lesson.moduleId,
      title: lesson.title,
      kind: lesson.kind,
      position: lesson.position,
      durationMinutes: lesson.durationMinutes,
    },
    content: toStudentLessonContent(stored, () => videoPath, quizRecordOf(state, lesson.id)),
    progress: lessonProgressOf(state, lesson.id),
    previousLessonId: state.outline.lessons[index - 1]?.id ?? null,
    nextLessonId: state.outline.lessons[index + 1]?.id ?? null,
  };
}
