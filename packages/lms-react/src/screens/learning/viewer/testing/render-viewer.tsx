// Renders the whole app at the course viewer on the real domain: Astronomy for everyone (a text, a video, a file
// and a quiz lesson in two modules) written by an admin, Sam enrolled, and a switch for the browser's online flag.
import { renderLms } from '../../../../test-support/render-on-domain';
import {
  callAs,
  createAccount,
  seededPlatform,
  type TestAccount,
  type TestServer,
} from '../../../../test-support/test-server';
import type { NetworkStatus } from '../../../../runtime/network-status';

/** Two attempts, the right answers shown with the last. */
export const QUIZ = {
  passMark: 70,
  attemptsLimit: 2,
  revealAnswers: 'after-last-attempt' as const,
  questions: [
    {
      id: 'q1',
      prompt: 'Which planet is closest to the sun?',
      kind: 'single' as const,
      options: [
        { id: 'a', text: 'Mercury' },
        { id: 'b', text: 'Venus' },
      ],
      correctOptionIds: ['a'],
    },
    {
      id: 'q2',
      prompt: 'Which of these are prime numbers?',
      kind: 'multiple' as const,
      options: [
        { id: 'a', text: 'Two' },
        { id: 'b', text: 'Four' },
        { id: 'c', text: 'Seven' },
      ],
      correctOptionIds: ['a', 'c'],
    },
  ],
};

const MODULES = [
  {
    title: 'Getting started',
    lessons: [
      {
        key: 'welcome',
        title: 'Welcome',
        kind: 'text',
        content: { markdown: '# Hello\n\nRead **this** first. <script>alert(1)</script>' },
      },
      {
        key: 'demoVideo',
        title: 'Watch the demo',
        kind: 'video',
        content: { url: '/demo.webm', captionsUrl: '/demo.vtt', durationSeconds: 100 },
      },
    ],
  },
  {
    title: 'Practice',
    lessons: [
      {
        key: 'cheatSheet',
        title: 'Cheat sheet',
        kind: 'file',
        content: { fileUrl: '/files/cheat.pdf', fileName: 'cheat.pdf', sizeBytes: 2048 },
      },
      { key: 'check', title: 'Check yourself', kind: 'quiz', content: QUIZ },
    ],
  },
] as const;

export type LessonKey = (typeof MODULES)[number]['lessons'][number]['key'];

/** The course as an admin writes it in the course editor; lessons locked in order when asked. */
async function writeAstronomy(server: TestServer, admin: TestAccount, lockLessonsInOrder: boolean) {
  const created = await callAs(server, admin, 'createCourse', {
    title: 'Astronomy for everyone',
    summary: 'Look up.',
    description: '',
    category: 'Science',
    level: 'beginner',
    thumbnail: null,
    priceCents: 0,
    currency: 'USD',
    lockLessonsInOrder,
  });
  const lessons = {} as Record<LessonKey, string>;
  const moduleIds: string[] = [];
  for (const module of MODULES) {
    const withModule = await callAs(server, admin, 'addModule', {
      courseId: created.id,
      title: module.title,
    });
    const moduleId = withModule.modules.at(-1)!.id;
    moduleIds.push(moduleId);
    for (const lesson of module.lessons) {
      const written = await callAs(server, admin, 'addLesson', {
        moduleId,
        title: lesson.title,
        durationMinutes: 5,
        kind: lesson.kind,
        content: lesson.content,
      } as Parameters<typeof callAs<'addLesson'>>[3]);
      lessons[lesson.key] = written.modules.find((item) => item.id === moduleId)!.lessons.at(-1)!.id;
    }
  }
  await callAs(server, admin, 'publishCourse', { id: created.id });
  return { id: created.id, lessons, moduleIds };
}

/** Astronomy (free, and a copy with lessons locked in order), Sam enrolled in both, Nora enrolled in none. */
export const viewerPlatform = seededPlatform(async (server) => {
  const admin = await createAccount(server, { admin: true, email: 'admin@example.com' });
  const student = await createAccount(server, { email: 'sam@example.com', displayName: 'Sam' });
  const outsider = await createAccount(server, { email: 'nora@example.com', displayName: 'Nora' });
  const course = await writeAstronomy(server, admin, false);
  const locked = await writeAstronomy(server, admin, true);
  await callAs(server, student, 'enrollInCourse', { courseId: course.id });
  await callAs(server, student, 'enrollInCourse', { courseId: locked.id });
  return { admin, student, outsider, course, locked };
});

export type ViewerPlatform = Awaited<ReturnType<typeof viewerPlatform>>;

let eventCount = 0;

/** A progress event of Sam's, as the viewer sends it. */
export function recordProgress(
  data: ViewerPlatform,
  lesson: LessonKey,
  event:
    | { event: 'viewed' | 'file-opened' }
    | { event: 'video-progress'; positionSeconds: number; watchedPercent: number },
  course = data.course,
) {
  eventCount += 1;
  return callAs(data.server, data.student, 'recordLessonProgress', {
    courseId: course.id,
    lessonId: course.lessons[lesson],
    eventId: `seed-event-${eventCount}`,
    clientTimestamp: new Date().toISOString(),
    ...event,
  });
}

/** What the domain has of Sam's progress in a lesson. */
export async function progressOf(data: ViewerPlatform, lesson: LessonKey, course = data.course) {
  const content = await callAs(data.server, data.student, 'getCourseContent', { courseId: course.id });
  return {
    course: content.progress,
    lesson: content.progress.lessons.find((item) => item.lessonId === course.lessons[lesson])!,
  };
}

export function fakeNetwork(initiallyOnline = true) {
  let online = initiallyOnline;
  const listeners = new Set<() => void>();
  const status: NetworkStatus = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    status,
    set(value: boolean) {
      online = value;
      for (const listener of listeners) listener();
    },
  };
}

export interface RenderViewerOptions {
  /** e.g. `?lesson=check` with a lesson key, replaced by its id. */
  lesson?: LessonKey;
  lockInOrder?: boolean;
  network?: ReturnType<typeof fakeNetwork>;
  language?: string;
  /** Signed in as Nora, enrolled in nothing. */
  outsider?: boolean;
  /** Prepares the domain (Sam's earlier progress, a port mode) before the viewer opens. */
  before?: (data: ViewerPlatform) => Promise<unknown> | void;
}

export async function renderViewer(options: RenderViewerOptions = {}) {
  const data = await viewerPlatform();
  await options.before?.(data);
  const course = options.lockInOrder ? data.locked : data.course;
  const network = options.network ?? fakeNetwork();
  const search = options.lesson ? `?lesson=${course.lessons[options.lesson]}` : '';
  const view = await renderLms({
    server: data.server,
    path: `/student/courses/${course.id}/view${search}`,
    signedInAs: options.outsider ? data.outsider : data.student,
    config: {
      networkStatus: network.status,
      ...(options.language ? { defaultLanguage: options.language } : {}),
    },
  });
  return { ...view, data, course, network };
}
