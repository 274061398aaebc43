// Completing a course through the operations the course viewer calls (what reading, opening, watching and
// answering send), for specs whose subject is what completion earns (badges); the viewer's own flow is the
// learning-loop spec's subject.
import type { APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';
import { callWithToken, idTokenOf } from './api';
import { E2E_ADMIN } from './e2e-environment';
import { expect } from './test';

interface Outline {
  course: { id: string };
  modules: { lessons: { id: string; kind: 'text' | 'video' | 'file' | 'quiz' }[] }[];
}

type Attempt = { passed: boolean };

/** The right answers of every quiz, as the course editor reads them: quizzes show them only once passed. */
async function rightAnswersOf(
  request: APIRequestContext,
  courseId: string,
): Promise<Map<string, { questionId: string; optionIds: string[] }[]>> {
  const course = await callWithToken<{
    modules: {
      lessons: {
        id: string;
        kind: string;
        content: { questions?: { id: string; correctOptionIds: string[] }[] };
      }[];
    }[];
  }>(request, await idTokenOf(request, E2E_ADMIN), 'adminGetCourse', { id: courseId });
  return new Map(
    course.modules
      .flatMap((module) => module.lessons)
      .filter((lesson) => lesson.kind === 'quiz')
      .map((lesson) => [
        lesson.id,
        (lesson.content.questions ?? []).map((q) => ({ questionId: q.id, optionIds: q.correctOptionIds })),
      ]),
  );
}

/** Enrols the student in the free course and completes every lesson (each quiz answered right). */
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
  let answers: Awaited<ReturnType<typeof rightAnswersOf>> | undefined;
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
      answers ??= await rightAnswersOf(request, courseId);
      const attempt = await call<Attempt>('submitQuizAttempt', {
        courseId,
        lessonId: lesson.id,
        answers: answers.get(lesson.id) ?? [],
      });
      expect(attempt.passed).toBe(true);
    }
  }
}
