// The shape of the benchmark's data set, shared by the generator and the load scenarios: how many of each thing at a
// scale, their ids, and which courses each student is enrolled in. Everything is a pure function of the scale and
// an index, so the load can address any student, course or lesson without reading the database.

/** 1x, as the issue sets it: 1,000 courses, 10,000 students, 50,000 enrolments, 500,000 progress events. */
export const BASE_SIZES = {
  courses: 1000,
  students: 10_000,
  enrolmentsPerStudent: 5,
  progressEventsPerEnrolment: 10,
} as const;

export const MODULES_PER_COURSE = 2;
export const LESSONS_PER_COURSE = 8;
/** Lesson kinds by position: text with two videos, as a typical short course. */
export const LESSON_KINDS = ['text', 'video', 'text', 'text', 'text', 'video', 'text', 'text'] as const;
export const LESSON_MINUTES = 10;

/** One in twenty courses is not published (drafts and archived ones): the catalogue must skip them. */
const UNPUBLISHED_EVERY = 20;

export const BENCH_PASSWORD = 'bench-Password-1';
export const ADMIN_UID = 'bench-admin';
export const ADMIN_EMAIL = 'admin@bench.example.com';

export const DAY_MS = 86_400_000;
/** Enrolments started over the last two years, so both report ranges (52 and 104 weeks) have data. */
export const ENROLMENT_HISTORY_DAYS = 730;
/** Courses were created over the last three years. */
export const COURSE_HISTORY_DAYS = 1095;
/**
 * The server keeps applied progress events 30 days (learning/progress-events.ts): the events table holds the last
 * 29 days of them, as a server in steady use would.
 */
export const EVENT_WINDOW_DAYS = 29;

export interface DatasetShape {
  scale: number;
  courses: number;
  /** Courses 0 .. publishedCount-1 are published; the rest are drafts or archived. */
  publishedCount: number;
  students: number;
  enrolments: number;
  progressEvents: number;
  /** The instant the data set describes as "now", milliseconds. */
  now: number;
}

export function datasetShape(scale: number, now: number): DatasetShape {
  const courses = Math.max(UNPUBLISHED_EVERY, Math.round(BASE_SIZES.courses * scale));
  const students = Math.max(10, Math.round(BASE_SIZES.students * scale));
  const enrolments = students * BASE_SIZES.enrolmentsPerStudent;
  return {
    scale,
    courses,
    publishedCount: courses - Math.floor(courses / UNPUBLISHED_EVERY),
    students,
    enrolments,
    progressEvents: enrolments * BASE_SIZES.progressEventsPerEnrolment,
    now,
  };
}

export const courseId = (course: number) => `bc${course}`;
export const moduleId = (course: number, module: number) => `bc${course}-m${module}`;
export const lessonId = (course: number, lesson: number) => `bc${course}-l${lesson}`;
// Zero-padded, so ids sort as they are generated and the bulk load appends to its indexes instead of splitting pages.
const padded = (n: number) => String(n).padStart(7, '0');
export const studentUid = (student: number) => `bs${padded(student)}`;
export const studentEmail = (student: number) => `student${padded(student)}@bench.example.com`;
export const enrolmentId = (student: number, k: number) => `be${padded(student)}-${k}`;
export const CERTIFICATE_TEMPLATE_ID = 'bench-template';
export const certificateId = (student: number) => `bcert${padded(student)}`;
/** Each student holds one certificate (of their first enrolment's course); its code is 32 hex digits like a real one. */
export const certificateCode = (student: number) =>
  [1, 2, 3, 4].map((part) => mix(student, 9000 + part).toString(16).padStart(8, '0')).join('');

/** A well-mixed 32-bit hash of two integers: deterministic variety without a random generator. */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The published course of a student's k-th enrolment: the k courses lie a fifth of the catalogue apart, so they
 * always differ, and each published course gets about the same number of students.
 */
export function enrolmentCourse(shape: DatasetShape, student: number, k: number): number {
  const stride = Math.floor(shape.publishedCount / BASE_SIZES.enrolmentsPerStudent);
  return (student + k * stride) % shape.publishedCount;
}

/** How far a student got in an enrolment: 1 to 8 lessons touched, all of them completed; 8 means the course. */
export function lessonsDone(student: number, k: number): number {
  return 1 + (mix(student, k + 101) % LESSONS_PER_COURSE);
}

/** When the enrolment started: some time in the last two years. */
export function enrolmentStart(shape: DatasetShape, student: number, k: number): number {
  return shape.now - (mix(student, k + 211) % (ENROLMENT_HISTORY_DAYS * DAY_MS)) - DAY_MS;
}

/** When the m-th lesson (of those done) was completed: spread evenly between the start and now. */
export function lessonDoneAt(shape: DatasetShape, start: number, m: number): number {
  return start + Math.floor(((shape.now - start) * (m + 1)) / (LESSONS_PER_COURSE + 2));
}
