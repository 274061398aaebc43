// A small, honest learning back end for the viewer's tests: it keeps per-lesson progress and applies lms-core's
// rules (completion, progress, locking, quiz scoring) as the server does, so tests check behaviour, not wiring.
import {
  computeProgress,
  LmsError,
  lessonAvailability,
  lessonIsComplete,
  scoreQuizAttempt,
  type CourseContent,
  type LessonKind,
  type LessonProgress,
  type LessonProgressEvent,
  type QuizLessonContent,
  type StudentLessonContent,
} from '@lms/core';
import type { OperationHandlers } from '../../../test-support/fake-backend';

export interface FakeLesson {
  id: string;
  title: string;
  kind: LessonKind;
  content: StudentLessonContent;
}

export const QUIZ: QuizLessonContent = {
  passMark: 70,
  questions: [
    {
      id: 'q1',
      prompt: 'Which planet is closest to the sun?',
      kind: 'single',
      options: [
        { id: 'a', text: 'Mercury' },
        { id: 'b', text: 'Venus' },
      ],
      correctOptionIds: ['a'],
    },
    {
      id: 'q2',
      prompt: 'Which of these are prime numbers?',
      kind: 'multiple',
      options: [
        { id: 'a', text: 'Two' },
        { id: 'b', text: 'Four' },
        { id: 'c', text: 'Seven' },
      ],
      correctOptionIds: ['a', 'c'],
    },
  ],
};

export const MODULES: { id: string; title: string; lessons: FakeLesson[] }[] = [
  {
    id: 'm1',
    title: 'Getting started',
    lessons: [
      {
        id: 'welcome',
        title: 'Welcome',
        kind: 'text',
        content: { kind: 'text', markdown: '# Hello\n\nRead **this** first. <script>alert(1)</script>' },
      },
      {
        id: 'demo-video',
        title: 'Watch the demo',
        kind: 'video',
        content: { kind: 'video', url: '/demo.webm', captionsUrl: '/demo.vtt', durationSeconds: 100 },
      },
    ],
  },
  {
    id: 'm2',
    title: 'Practice',
    lessons: [
      {
        id: 'cheat-sheet',
        title: 'Cheat sheet',
        kind: 'file',
        content: { kind: 'file', fileUrl: '/files/cheat.pdf', fileName: 'cheat.pdf', sizeBytes: 2048 },
      },
      {
        id: 'check',
        title: 'Check yourself',
        kind: 'quiz',
        content: {
          kind: 'quiz',
          passMark: QUIZ.passMark,
          questions: QUIZ.questions.map(({ correctOptionIds: _right, ...question }) => question),
        },
      },
    ],
  },
];

export interface ViewerFakeOptions {
  lockInOrder?: boolean;
  completed?: string[];
  resumeLessonId?: string | null;
  positions?: Record<string, number>;
  enrolled?: boolean;
  modules?: typeof MODULES;
  /** recordLessonProgress fails with `unavailable` while this returns true (a network outage). */
  offline?: () => boolean;
}

export function createViewerFake(options: ViewerFakeOptions = {}) {
  const modules = options.modules ?? MODULES;
  const lessons = modules.flatMap((module) =>
    module.lessons.map((lesson) => ({ ...lesson, moduleId: module.id })),
  );
  const lockInOrder = options.lockInOrder ?? false;
  const completed = new Set(options.completed ?? []);
  const positions = new Map(Object.entries(options.positions ?? {}));
  const watched = new Map<string, number>();
  const quizBest = new Map<string, { best: number; attempts: number }>();
  const recorded: LessonProgressEvent[] = [];
  let resumeLessonId = options.resumeLessonId ?? null;
  let percent = computeProgress(lessons, completed);

  const states = () => lessonAvailability(lessons, completed, lockInOrder);
  const lessonProgress = (lessonId: string): LessonProgress => ({
    lessonId,
    state: states()[lessonId] ?? 'available',
    positionSeconds: positions.get(lessonId) ?? null,
    watchedPercent: watched.get(lessonId) ?? 0,
    completedAt: completed.has(lessonId) ? '2026-01-01T00:00:00.000Z' : null,
    bestScorePercent: quizBest.get(lessonId)?.best ?? null,
    attempts: quizBest.get(lessonId)?.attempts ?? 0,
  });
  const summary = () => {
    // Never down, as on the server.
    percent = Math.max(percent, computeProgress(lessons, completed));
    return {
      percent,
      completed: percent >= 100,
      completedLessons: lessons.filter((lesson) => completed.has(lesson.id)).length,
      totalLessons: lessons.length,
    };
  };
  const find = (lessonId: string) => {
    const lesson = lessons.find((candidate) => candidate.id === lessonId);
    if (!lesson) throw new LmsError('functions/not-found', `No lesson "${lessonId}".`);
    if (states()[lessonId] === 'locked') {
      throw new LmsError('functions/permission-denied', 'Locked.', { reason: 'lesson-locked', lessonId });
    }
    return lesson;
  };
  const notEnrolled = () =>
    new LmsError('functions/permission-denied', 'Enrol first.', { reason: 'not-enrolled', courseId: 'c1' });

  const handlers: OperationHandlers = {
    getCourseContent: (): CourseContent => {
      if (options.enrolled === false) throw notEnrolled();
      const current = states();
      return {
        course: {
          id: 'c1',
          slug: 'astronomy',
          title: 'Astronomy for everyone',
          thumbnail: null,
          summary: 'Look up.',
          status: 'published',
          lockLessonsInOrder: lockInOrder,
        },
        modules: modules.map((module, position) => ({
          id: module.id,
          title: module.title,
          position,
          lessons: module.lessons.map((lesson, index) => ({
            id: lesson.id,
            title: lesson.title,
            kind: lesson.kind,
            position: index,
            durationMinutes: 5,
            state: current[lesson.id] ?? 'available',
          })),
        })),
        progress: {
          ...summary(),
          courseId: 'c1',
          enrolled: true,
          resumeLessonId,
          resumePositionSeconds: resumeLessonId ? (positions.get(resumeLessonId) ?? null) : null,
          lastActivityAt: null,
          lessons: lessons.map((lesson) => lessonProgress(lesson.id)),
        },
      };
    },
    getLesson: ({ lessonId }) => {
      const lesson = find(lessonId);
      const index = lessons.indexOf(lesson);
      return {
        courseId: 'c1',
        lesson: {
          id: lesson.id,
          title: lesson.title,
          kind: lesson.kind,
          position: 0,
          durationMinutes: 5,
          moduleId: lesson.moduleId,
        },
        content: lesson.content,
        progress: lessonProgress(lesson.id),
        previousLessonId: lessons[index - 1]?.id ?? null,
        nextLessonId: lessons[index + 1]?.id ?? null,
      };
    },
    recordLessonProgress: (event) => {
      if (options.offline?.()) throw new LmsError('functions/unavailable', 'Network down.');
      const lesson = find(event.lessonId);
      recorded.push(event as LessonProgressEvent);
      resumeLessonId = lesson.id;
      if (event.event === 'video-progress') {
        positions.set(lesson.id, event.positionSeconds);
        watched.set(lesson.id, Math.max(watched.get(lesson.id) ?? 0, event.watchedPercent));
      }
      const wasDone = completed.has(lesson.id);
      if (
        lessonIsComplete(lesson.kind, {
          viewed: event.event === 'viewed',
          fileOpened: event.event === 'file-opened',
          watchedPercent: watched.get(lesson.id) ?? 0,
        })
      ) {
        completed.add(lesson.id);
      }
      return {
        duplicate: false,
        newlyCompleted: !wasDone && completed.has(lesson.id),
        lesson: lessonProgress(lesson.id),
        progress: summary(),
      };
    },
    submitQuizAttempt: ({ lessonId, answers }) => {
      find(lessonId);
      const score = scoreQuizAttempt(QUIZ, answers);
      const previous = quizBest.get(lessonId) ?? { best: 0, attempts: 0 };
      quizBest.set(lessonId, {
        best: Math.max(previous.best, score.scorePercent),
        attempts: previous.attempts + 1,
      });
      const wasDone = completed.has(lessonId);
      if (score.passed) completed.add(lessonId);
      return {
        ...score,
        attemptId: `attempt-${previous.attempts + 1}`,
        attemptNumber: previous.attempts + 1,
        submittedAt: '2026-01-01T00:00:00.000Z',
        passMark: QUIZ.passMark,
        newlyCompleted: !wasDone && completed.has(lessonId),
        lesson: lessonProgress(lessonId),
        progress: summary(),
      };
    },
  };
  return { handlers, recorded, completed };
}

export const STUDENT = { uid: 'student-1', email: 'sam@example.com', name: 'Sam' };
export const VIEWER_PATH = '/student/courses/c1/view';
