// The story catalogue as an author would write it: metadata, modules and lessons. The domain makes the ids, the
// slug, positions, lesson count and duration when authoring.ts builds each course through the operations.
// Pictures are the SVG files in public/storybook-assets/course-thumbnails/ (the contract takes http(s) addresses
// and paths only, never data: URLs).
import type { CourseLevel, LessonKind, QuizPolicy } from '@lms/core';
import type { CourseKey, DemoCourseKey, LongCourseKey } from '../story-ids';

export interface OutlineLesson {
  title: string;
  kind: LessonKind;
  minutes: number;
  /** A quiz's attempts limit and when it shows the right answers; the contract's defaults when left out. */
  quiz?: QuizPolicy;
}

export interface CourseOutline {
  key: CourseKey;
  title: string;
  summary: string;
  description: string;
  category: string;
  level: CourseLevel;
  priceCents: number;
  currency: string;
  lockLessonsInOrder: boolean;
  /** When the admin wrote it (createCourse, modules and lessons) and, unless a draft, published it. */
  createdAt: string;
  /** draft: never published. archived: published, then archived at `archivedAt` (after its learners' journeys). */
  status: 'published' | 'draft' | 'archived';
  archivedAt?: string;
  modules: { title: string; lessons: OutlineLesson[] }[];
}

/** The course's picture, served by Storybook from public/. */
export function thumbnailOf(key: CourseKey): string {
  const file = key === 'sqlDraft' ? 'sql-draft' : key === 'archived' ? 'flash-archived' : key;
  return `/storybook-assets/course-thumbnails/${file}.svg`;
}

/** Two modules of three lessons each, for courses whose outline a story does not care about. */
function standardModules(topic: string): CourseOutline['modules'] {
  return [
    {
      title: `Getting started with ${topic}`,
      lessons: [
        { title: `Why ${topic} matters`, kind: 'video', minutes: 8 },
        { title: 'Key words and ideas', kind: 'text', minutes: 10 },
        { title: 'Check your understanding', kind: 'quiz', minutes: 5 },
      ],
    },
    {
      title: `${topic} in practice`,
      lessons: [
        { title: 'A worked example', kind: 'video', minutes: 14 },
        { title: 'Worksheet', kind: 'file', minutes: 20 },
        { title: 'Final quiz', kind: 'quiz', minutes: 10 },
      ],
    },
  ];
}

/** The modules with their quizzes, in course order, given these settings. */
function withQuizPolicies(
  modules: CourseOutline['modules'],
  policies: readonly QuizPolicy[],
): CourseOutline['modules'] {
  let next = 0;
  return modules.map((module) => ({
    ...module,
    lessons: module.lessons.map((lesson) =>
      lesson.kind === 'quiz' && next < policies.length ? { ...lesson, quiz: policies[next++] } : lesson,
    ),
  }));
}

type OutlineFields<K extends CourseKey> = Omit<
  CourseOutline,
  'key' | 'currency' | 'lockLessonsInOrder' | 'status'
> &
  Partial<Pick<CourseOutline, 'currency' | 'lockLessonsInOrder' | 'status'>> & { key: K };

/** EUR, lessons open in any order, published: unless the outline says otherwise. */
function outline<K extends CourseKey>(fields: OutlineFields<K>): CourseOutline & { key: K } {
  return { currency: 'EUR', lockLessonsInOrder: false, status: 'published', ...fields };
}

/** Published courses of every level and price, plus a draft and an archived course only admins may open. */
export const DEMO_COURSES: readonly (CourseOutline & { key: DemoCourseKey })[] = [
  outline({
    key: 'python',
    title: 'Python for Absolute Beginners',
    summary: 'Write your first programs: values, decisions, loops and functions, one small step at a time.',
    description:
      'No experience needed. You will finish by writing a small tool that reads a file and summarises it.',
    category: 'Programming',
    level: 'beginner',
    priceCents: 0,
    lockLessonsInOrder: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    modules: [
      {
        title: 'Getting started',
        lessons: [
          { title: 'What a program is', kind: 'text', minutes: 6 },
          { title: 'Python in the wild', kind: 'video', minutes: 10 },
          { title: 'Cheat sheet to keep at hand', kind: 'file', minutes: 3 },
        ],
      },
      {
        title: 'Values and decisions',
        lessons: [
          { title: 'Variables and types', kind: 'text', minutes: 12 },
          { title: 'Making decisions with if', kind: 'text', minutes: 12 },
          { title: 'Quiz: values and decisions', kind: 'quiz', minutes: 8 },
        ],
      },
    ],
  }),
  outline({
    key: 'spreadsheets',
    title: 'Spreadsheet Analysis',
    summary: 'Turn raw tables into answers with formulas, pivot tables and clear charts.',
    description: 'For anyone who receives data in spreadsheets and has to explain it to others.',
    category: 'Data',
    level: 'intermediate',
    priceCents: 2900,
    createdAt: '2026-02-02T09:00:00.000Z',
    modules: standardModules('spreadsheets'),
  }),
  outline({
    key: 'accessibility',
    title: 'Web Accessibility Essentials',
    summary: 'Build pages everyone can use: semantics, keyboard access, contrast and screen readers.',
    description: 'Practical WCAG 2.2 for designers and developers, with checks you can run today.',
    category: 'Design',
    level: 'intermediate',
    priceCents: 3900,
    createdAt: '2026-03-15T09:00:00.000Z',
    modules: standardModules('accessibility'),
  }),
  outline({
    key: 'projects',
    title: 'Project Management Foundations',
    summary: 'Plan, run and close projects without drama: scope, schedule, risks and people.',
    description: 'The habits of calm project managers, with templates for every phase.',
    category: 'Business',
    level: 'beginner',
    priceCents: 4900,
    createdAt: '2026-04-20T09:00:00.000Z',
    // The quiz stories' limits: three tries with the answers after the last, two with the answers never shown.
    modules: withQuizPolicies(standardModules('project management'), [
      { attemptsLimit: 3, revealAnswers: 'after-last-attempt' },
      { attemptsLimit: 2, revealAnswers: 'never' },
    ]),
  }),
  outline({
    key: 'photography',
    title: 'Photography: Seeing the Light',
    summary: 'Understand light and exposure to take the photo you had in mind.',
    description: 'Any camera will do, including your phone.',
    category: 'Creative',
    level: 'beginner',
    priceCents: 1900,
    createdAt: '2026-05-30T09:00:00.000Z',
    modules: standardModules('photography'),
  }),
  outline({
    key: 'finance',
    title: 'Personal Finance That Works',
    summary: 'Budgets you keep, debts you pay off and savings that grow.',
    description: 'Simple systems for your money, free of jargon.',
    category: 'Life skills',
    level: 'advanced',
    priceCents: 2500,
    currency: 'USD',
    createdAt: '2026-06-18T09:00:00.000Z',
    modules: standardModules('personal finance'),
  }),
  outline({
    key: 'sqlDraft',
    title: 'SQL Performance Tuning',
    summary: 'Read query plans and make slow queries fast. Still being written.',
    description: 'Indexes, plans and the habits that keep a database fast.',
    category: 'Data',
    level: 'advanced',
    priceCents: 5900,
    status: 'draft',
    createdAt: '2026-07-01T09:00:00.000Z',
    modules: standardModules('SQL tuning'),
  }),
  outline({
    key: 'archived',
    title: 'Flash Animation Basics',
    summary: 'Retired: the player it needs is no longer supported.',
    description: 'Kept for the records of the students who completed it.',
    category: 'Creative',
    level: 'beginner',
    priceCents: 0,
    status: 'archived',
    createdAt: '2025-03-01T09:00:00.000Z',
    // After the last learner finished it (2025-04-10).
    archivedAt: '2025-05-02T09:00:00.000Z',
    modules: standardModules('animation'),
  }),
];

const LONG_TITLE =
  'Advanced Interdisciplinary Approaches to Sustainable Urban Infrastructure Planning, Financing and Governance';
const LONG_SUMMARY =
  'A deliberately long summary that wraps over several lines on a narrow phone screen, so designers can check ' +
  'that cards keep their shape, that nothing overflows its container and that the price stays readable beside ' +
  'a title that takes three lines or more in every supported language.';

/** How many courses the long set adds: with the demo's, more than a catalogue page (12) holds. */
export const LONG_COURSE_COUNT = 16;

/** Long titles and summaries, written in August 2026. */
export const LONG_COURSES: readonly (CourseOutline & { key: LongCourseKey })[] = Array.from(
  { length: LONG_COURSE_COUNT },
  (_, index) =>
    outline({
      key: `long-${index + 1}`,
      title: index === 0 ? LONG_TITLE : `${LONG_TITLE.split(' ').slice(0, 4).join(' ')} ${index + 1}`,
      summary: LONG_SUMMARY,
      description: LONG_SUMMARY,
      category: 'Urban planning',
      level: 'advanced',
      priceCents: 129_900 + index * 100,
      createdAt: new Date(Date.UTC(2026, 7, index + 1, 9)).toISOString(),
      modules: standardModules('urban planning'),
    }),
);
