// Completing a course through the operations the course viewer calls (what reading, opening, watching and
// answering send), for specs whose subject is what completion earns (badges); the viewer's own flow is the
// learning-loop spec's subject.
import type { APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';
import { callWithToken, idTokenOf } from './api';
import { expect } from './test';

interface Outline {
  course: { id: string };
  modules: { lessons: { id: string; kind: 'text' | 'video' | 'file' | 'quiz' }[] }[];
}

type Attempt = { passed: boolean; questions: { questionId: string; correctOptionIds: string[] }[] };

/** Enrols the student in the free course and completes every lesson (a failed quiz is answered again). */
export async function completeCourse(
  request: APIRequestContext,
  student: TestAccount,
  courseSlug: string,
): Promise<void> {
  const idToken = await idTokenOf(request, student);
  const call = <T>(name: string, data: object) => callWithToken<T>(request, idToken, name, data);
  await call('enrollInCourse', { courseId: courseSlug });
  const content = await call<Outline>('getCourseContent', { courseId: courseSlug });
  const courseId = content.course.id;
  let n = 0;
  const event = (lessonId: string, extra: object) =>
    call('recordLessonProgress', {
      courseId,
      lessonId,
      eventId: `e2e-completion-${Date.now()}-${++n}`,
      clientTimestamp: new Date().toISOString(),
      ...extra,
    });
  for (const lesson of content.modules.flatMap((module) => module.lessons)) {
    if (lesson.kind === 'text') await event(lesson.id, { event: 'viewed' });
    if (lesson.kind === 'file') await event(lesson.id, { event: 'file-opened' });
    if (lesson.kind === 'video')
      await event(lesson.id, { event: 'video-progress', positionSeconds: 1, watchedPercent: 100 });
    if (lesson.kind === 'quiz') {
      const lessonView = await call<{ content: { questions: { id: string; options: { id: string }[] }[] } }>(
        'getLesson',
        { courseId, lessonId: lesson.id },
      );
      const first = await call<Attempt>('submitQuizAttempt', {
        courseId,
        lessonId: lesson.id,
        answers: lessonView.content.questions.map((q) => ({
          questionId: q.id,
          optionIds: [q.options[0]?.id],
        })),
      });
      if (!first.passed) {
        // The first attempt reveals the right answers, as it does to a learner.
        const second = await call<Attempt>('submitQuizAttempt', {
          courseId,
          lessonId: lesson.id,
          answers: first.questions.map((q) => ({ questionId: q.questionId, optionIds: q.correctOptionIds })),
        });
        expect(second.passed).toBe(true);
      }
    }
  }
}
