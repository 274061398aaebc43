// The rows of the benchmark data set, table by table, as arrays in the order of each table's columns. They follow
// the server's own rules (learning/): a lesson's row holds what completed it, an enrolment's progress is its share of
// completed lessons, and the activity feed has an entry for each enrolment, completed lesson and completed course.
import {
  ADMIN_EMAIL,
  ADMIN_UID,
  BASE_SIZES,
  CERTIFICATE_TEMPLATE_ID,
  COURSE_HISTORY_DAYS,
  DAY_MS,
  ENROLMENT_HISTORY_DAYS,
  EVENT_WINDOW_DAYS,
  LESSONS_PER_COURSE,
  LESSON_KINDS,
  LESSON_MINUTES,
  MODULES_PER_COURSE,
  certificateCode,
  certificateId,
  courseId,
  enrolmentCourse,
  enrolmentId,
  enrolmentStart,
  lessonDoneAt,
  lessonId,
  lessonsDone,
  mix,
  moduleId,
  studentEmail,
  studentUid,
  type DatasetShape,
} from './dataset-shape';

/** PostgreSQL's type of each column, for the array parameters of a bulk insert. */
export type ColumnType = 'text' | 'integer' | 'bigint' | 'double precision';
export type Row = (string | number | null)[];

export const TABLE_COLUMNS = {
  users: {
    uid: 'text',
    email: 'text',
    email_verified: 'integer',
    display_name: 'text',
    role: 'text',
    password_hash: 'text',
    provider: 'text',
    xapi_identifier: 'text',
    created_at: 'bigint',
    updated_at: 'bigint',
  },
  courses: {
    id: 'text',
    slug: 'text',
    title: 'text',
    thumbnail: 'text',
    summary: 'text',
    description: 'text',
    category: 'text',
    level: 'text',
    duration_minutes: 'integer',
    price_cents: 'integer',
    currency: 'text',
    status: 'text',
    created_at: 'bigint',
    updated_at: 'bigint',
  },
  course_modules: { id: 'text', course_id: 'text', title: 'text', position: 'integer' },
  lessons: {
    id: 'text',
    course_id: 'text',
    module_id: 'text',
    title: 'text',
    kind: 'text',
    position: 'integer',
    duration_minutes: 'integer',
    content: 'text',
  },
  enrollments: {
    id: 'text',
    user_id: 'text',
    course_id: 'text',
    progress: 'double precision',
    completed: 'integer',
    created_at: 'bigint',
    updated_at: 'bigint',
    source: 'text',
    last_lesson_id: 'text',
    last_lesson_at: 'bigint',
    last_activity_at: 'bigint',
  },
  lesson_progress: {
    user_id: 'text',
    lesson_id: 'text',
    course_id: 'text',
    viewed_at: 'bigint',
    watched_percent: 'double precision',
    position_seconds: 'double precision',
    position_at: 'bigint',
    completed_at: 'bigint',
    updated_at: 'bigint',
  },
  progress_events: {
    user_id: 'text',
    event_id: 'text',
    course_id: 'text',
    lesson_id: 'text',
    kind: 'text',
    client_at: 'bigint',
    received_at: 'bigint',
  },
  learning_activity: {
    id: 'text',
    user_id: 'text',
    course_id: 'text',
    lesson_id: 'text',
    kind: 'text',
    occurred_at: 'bigint',
  },
  certificate_templates: {
    id: 'text',
    name: 'text',
    title: 'text',
    body: 'text',
    signer_name: 'text',
    signer_title: 'text',
    primary_color: 'text',
    accent_color: 'text',
    orientation: 'text',
    validity_days: 'integer',
    active: 'integer',
    created_at: 'bigint',
    updated_at: 'bigint',
  },
  certificates: {
    id: 'text',
    number: 'text',
    verification_code: 'text',
    user_id: 'text',
    learner_email: 'text',
    course_id: 'text',
    template_id: 'text',
    cycle: 'integer',
    learner_name: 'text',
    course_title: 'text',
    hours: 'text',
    grade: 'text',
    design: 'text',
    origin: 'text',
    issued_at: 'bigint',
  },
} satisfies Record<string, Record<string, ColumnType>>;

export type BenchTable = keyof typeof TABLE_COLUMNS;
/** In foreign-key order. */
export const BENCH_TABLES = Object.keys(TABLE_COLUMNS) as BenchTable[];

const CATEGORIES = ['Data', 'Business', 'Creative', 'Programming', 'Languages', 'Personal Development'];
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SUBJECTS = ['Spreadsheets', 'Python', 'Negotiation', 'Photography', 'Spanish', 'Budgeting', 'SQL', 'Design'];
const ANGLES = ['for Beginners', 'in Practice', 'Masterclass', 'Essentials', 'Deep Dive', 'Workshop'];
const THUMBNAILS = [
  'personal-finance.svg',
  'photography-light.svg',
  'project-management.svg',
  'python-basics.svg',
  'spreadsheet-analysis.svg',
  'sql-performance.svg',
  'web-accessibility.svg',
];
const VIDEO = { url: '/assets/demo/demo-video.webm', captionsUrl: '/assets/demo/demo-video.vtt', seconds: 24 };
const PARAGRAPH =
  'Work through short lessons with examples you can try straight away, then check what you learned. ' +
  'Each part builds on the one before, and every lesson can be revisited at any time.';

export function* userRows(shape: DatasetShape, passwordHash: string): Generator<Row> {
  const joined = shape.now - COURSE_HISTORY_DAYS * DAY_MS;
  yield [ADMIN_UID, ADMIN_EMAIL, 1, 'Bench Admin', 'admin', passwordHash, 'password', `mailto:${ADMIN_EMAIL}`, joined, joined];
  for (let s = 0; s < shape.students; s += 1) {
    // Signed up a day before the first enrolment.
    let first = shape.now;
    for (let k = 0; k < BASE_SIZES.enrolmentsPerStudent; k += 1) first = Math.min(first, enrolmentStart(shape, s, k));
    const email = studentEmail(s);
    const at = first - DAY_MS;
    yield [studentUid(s), email, 1, `Student ${s}`, 'user', passwordHash, 'password', `mailto:${email}`, at, at];
  }
}

export function* courseRows(shape: DatasetShape): Generator<Row> {
  const step = Math.floor((COURSE_HISTORY_DAYS * DAY_MS) / shape.courses);
  for (let c = 0; c < shape.courses; c += 1) {
    const subject = SUBJECTS[c % SUBJECTS.length] ?? 'Data';
    const angle = ANGLES[mix(c, 1) % ANGLES.length] ?? 'Essentials';
    const status = c < shape.publishedCount ? 'published' : c % 2 === 0 ? 'draft' : 'archived';
    const price = mix(c, 2) % 5 < 2 ? 0 : 900 + (mix(c, 3) % 90) * 100;
    // Course 0 is the newest, so "newest first" opens with the courses most students are enrolled in.
    const created = shape.now - (c + 1) * step;
    yield [
      courseId(c),
      `bench-course-${c}`,
      `${subject} ${angle} ${c}`,
      `/assets/demo/${THUMBNAILS[c % THUMBNAILS.length]}`,
      `${subject} ${angle.toLowerCase()}: a practical course in ${LESSONS_PER_COURSE} lessons.`,
      `## What you will learn\n\n${PARAGRAPH}\n\n- The basics of ${subject}\n- Everyday tasks, step by step\n- A final review`,
      CATEGORIES[mix(c, 4) % CATEGORIES.length] ?? 'Data',
      LEVELS[c % LEVELS.length] ?? 'beginner',
      LESSONS_PER_COURSE * LESSON_MINUTES,
      price,
      'EUR',
      status,
      created,
      created,
    ];
  }
}

export function* moduleRows(shape: DatasetShape): Generator<Row> {
  for (let c = 0; c < shape.courses; c += 1) {
    for (let m = 0; m < MODULES_PER_COURSE; m += 1) yield [moduleId(c, m), courseId(c), `Part ${m + 1}`, m];
  }
}

export function* lessonRows(shape: DatasetShape): Generator<Row> {
  const perModule = LESSONS_PER_COURSE / MODULES_PER_COURSE;
  for (let c = 0; c < shape.courses; c += 1) {
    for (let l = 0; l < LESSONS_PER_COURSE; l += 1) {
      const kind = LESSON_KINDS[l] ?? 'text';
      const content =
        kind === 'video'
          ? {
              url: VIDEO.url,
              captionsUrl: VIDEO.captionsUrl,
              durationSeconds: VIDEO.seconds,
              notesMarkdown: PARAGRAPH,
            }
          : { markdown: `# Lesson ${l + 1}\n\n${PARAGRAPH}\n\n${PARAGRAPH}` };
      const module = Math.floor(l / perModule);
      yield [
        lessonId(c, l),
        courseId(c),
        moduleId(c, module),
        `Lesson ${l + 1}`,
        kind,
        l % perModule,
        LESSON_MINUTES,
        JSON.stringify(content),
      ];
    }
  }
}

interface Enrolment {
  student: number;
  k: number;
  course: number;
  start: number;
  /** Lessons completed, in order from the first. */
  done: number;
}

/** Rows that follow from each enrolment, student by student, handed out a few thousand at a time. */
function* collect(shape: DatasetShape, produce: (e: Enrolment, out: Row[]) => void): Generator<Row> {
  const out: Row[] = [];
  for (let student = 0; student < shape.students; student += 1) {
    for (let k = 0; k < BASE_SIZES.enrolmentsPerStudent; k += 1) {
      const enrolment = {
        student,
        k,
        course: enrolmentCourse(shape, student, k),
        start: enrolmentStart(shape, student, k),
        done: lessonsDone(student, k),
      };
      produce(enrolment, out);
    }
    if (out.length >= 5000) {
      yield* out;
      out.length = 0;
    }
  }
  yield* out;
}

export function enrolmentRows(shape: DatasetShape): Generator<Row> {
  return collect(shape, ({ student, k, course, start, done }, out) => {
    const last = lessonDoneAt(shape, start, done - 1);
    const complete = done === LESSONS_PER_COURSE;
    out.push([
      enrolmentId(student, k),
      studentUid(student),
      courseId(course),
      (done * 100) / LESSONS_PER_COURSE,
      complete ? 1 : 0,
      start,
      last,
      'free',
      lessonId(course, done - 1),
      last,
      last,
    ]);
  });
}

export function lessonProgressRows(shape: DatasetShape): Generator<Row> {
  return collect(shape, ({ student, course, start, done }, out) => {
    for (let m = 0; m < done; m += 1) {
      const at = lessonDoneAt(shape, start, m);
      const video = LESSON_KINDS[m] === 'video';
      out.push([
        studentUid(student),
        lessonId(course, m),
        courseId(course),
        at,
        video ? 100 : 0,
        video ? VIDEO.seconds : null,
        video ? at : null,
        at,
        at,
      ]);
    }
  });
}

/** The events of the last 29 days (the server's retention): ten per enrolment, on the lessons reached. */
export function progressEventRows(shape: DatasetShape): Generator<Row> {
  const windowStart = shape.now - EVENT_WINDOW_DAYS * DAY_MS;
  const count = BASE_SIZES.progressEventsPerEnrolment;
  return collect(shape, ({ student, k, course, start, done }, out) => {
    const from = Math.max(start, windowStart);
    for (let j = 0; j < count; j += 1) {
      const lesson = Math.min(j, done - 1);
      const at = from + Math.floor(((shape.now - from) * (j + 1)) / (count + 1));
      const kind = LESSON_KINDS[lesson] === 'video' ? 'video-progress' : 'viewed';
      // Ascending per student (k and j are single digits), so the bulk load appends to the primary key.
      const eventId = `e${k}${j}-${enrolmentId(student, k)}`;
      out.push([studentUid(student), eventId, courseId(course), lessonId(course, lesson), kind, at, at + 150]);
    }
  });
}

export function activityRows(shape: DatasetShape): Generator<Row> {
  return collect(shape, ({ student, k, course, start, done }, out) => {
    const uid = studentUid(student);
    const id = enrolmentId(student, k);
    out.push([`${id}-enrolled`, uid, courseId(course), null, 'enrolled', start]);
    for (let m = 0; m < done; m += 1) {
      out.push([`${id}-l${m}`, uid, courseId(course), lessonId(course, m), 'lesson-completed', lessonDoneAt(shape, start, m)]);
    }
    if (done === LESSONS_PER_COURSE) {
      out.push([`${id}-completed`, uid, courseId(course), null, 'course-completed', lessonDoneAt(shape, start, done - 1)]);
    }
  });
}

const CERTIFICATE_DESIGN = JSON.stringify({
  title: 'Certificate of Completion',
  body: 'This certifies that the learner completed the course.',
  signerName: 'Bench Admin',
  signerTitle: 'Head of Learning',
  primaryColor: '#1a4f8b',
  accentColor: '#b8860b',
  orientation: 'landscape',
});

export function* certificateTemplateRows(shape: DatasetShape): Generator<Row> {
  const at = shape.now - ENROLMENT_HISTORY_DAYS * DAY_MS;
  yield [CERTIFICATE_TEMPLATE_ID, 'Completion', 'Certificate of Completion', '{{learnerName}} completed {{courseTitle}}.', 'Bench Admin', 'Head of Learning', '#1a4f8b', '#b8860b', 'landscape', null, 1, at, at];
}

/** One certificate per student, of their first enrolment's course, issued when that enrolment started. */
export function* certificateRows(shape: DatasetShape): Generator<Row> {
  for (let s = 0; s < shape.students; s += 1) {
    const course = enrolmentCourse(shape, s, 0);
    const at = enrolmentStart(shape, s, 0);
    yield [certificateId(s), `B-${s}`, certificateCode(s), studentUid(s), studentEmail(s), courseId(course), CERTIFICATE_TEMPLATE_ID, 1, `Student ${s}`, `Course ${course}`, '1.3', '—', CERTIFICATE_DESIGN, 'admin', at];
  }
}

export function tableRows(shape: DatasetShape, table: BenchTable, passwordHash: string): Generator<Row> {
  switch (table) {
    case 'users':
      return userRows(shape, passwordHash);
    case 'courses':
      return courseRows(shape);
    case 'course_modules':
      return moduleRows(shape);
    case 'lessons':
      return lessonRows(shape);
    case 'enrollments':
      return enrolmentRows(shape);
    case 'lesson_progress':
      return lessonProgressRows(shape);
    case 'progress_events':
      return progressEventRows(shape);
    case 'learning_activity':
      return activityRows(shape);
    case 'certificate_templates':
      return certificateTemplateRows(shape);
    case 'certificates':
      return certificateRows(shape);
  }
}
