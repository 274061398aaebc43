// Course authoring with the server's rules (packages/lms-server/src/authoring/course-lifecycle.ts,
// course-duplication.ts, admin-course-queries.ts): every course whatever its status for admins, drafts created
// with a unique slug, stale writes refused, publish only with a title and a lesson, delete only without enrolments.
// Access 'admin' is enforced by memory-functions before a handler runs.
import { LmsError, type Course, type CourseStatus } from '@lms/core';
import { stepsOf } from '../action-plan-data';
import { forgetCourse } from '../learning-data';
import type { MemoryDatabase } from '../memory-database';
import { toSummary } from './catalogue-handlers';
import { paginate, type HandlerMap } from './handler-types';
import {
  assertSlugAvailable,
  assertVersion,
  enrollmentCountOf,
  freeSlug,
  requireCourse,
  slugFromTitle,
  toAdminCourse,
  touchCourse,
} from './authoring-store';
import { toIso } from './learning-state';

const ORDER = {
  updated: (a: Course, b: Course) => Date.parse(b.updated_at) - Date.parse(a.updated_at),
  created: (a: Course, b: Course) => Date.parse(b.created_at) - Date.parse(a.created_at),
  title: (a: Course, b: Course) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
} as const;

const COPY_SUFFIX = ' (copy)';

function setStatus(db: MemoryDatabase, courseId: string, status: CourseStatus, now: number) {
  const course = requireCourse(db, courseId);
  if (status === 'published') {
    const issues = [];
    if (course.title.trim() === '') issues.push({ path: 'title', message: 'Add a title.' });
    if (course.lessonCount === 0) issues.push({ path: 'modules', message: 'Add at least one lesson.' });
    if (issues.length > 0) {
      throw new LmsError(
        'functions/invalid-argument',
        `The course cannot be published yet: ${issues.map((issue) => issue.message.replace(/\.$/, '').toLowerCase()).join('; ')}.`,
        { reason: 'not-publishable', issues },
      );
    }
  }
  course.status = status;
  touchCourse(course, now);
  return toAdminCourse(db, course);
}

export const authoringCourseHandlers: HandlerMap = {
  adminListCourses: ({ db, input }) => {
    const search = input.search?.toLowerCase();
    const matching = [...db.courses.values()]
      .filter((course) => !input.status || course.status === input.status)
      .filter(
        (course) =>
          !search ||
          [course.title, course.slug, course.summary].some((text) => text.toLowerCase().includes(search)),
      )
      // The id breaks ties so a page boundary never shows a course twice or skips one.
      .sort((a, b) => ORDER[input.sort](a, b) || a.id.localeCompare(b.id));
    const page = paginate(matching, input.page, input.pageSize);
    return {
      ...page,
      items: page.items.map((course) => ({
        ...toSummary(course),
        enrollmentCount: enrollmentCountOf(db, course.id),
        created_at: course.created_at,
        updated_at: course.updated_at,
      })),
    };
  },

  adminGetCourse: ({ db, input }) => toAdminCourse(db, requireCourse(db, input.id)),

  createCourse: ({ db, clock, input }) => {
    const slug = input.slug ?? freeSlug(db, slugFromTitle(input.title));
    if (input.slug !== undefined) assertSlugAvailable(db, slug, null);
    const now = toIso(clock.now());
    const course: Course = {
      id: db.nextId('course'),
      slug,
      title: input.title,
      thumbnail: input.thumbnail,
      summary: input.summary,
      description: input.description,
      category: input.category,
      level: input.level,
      durationMinutes: 0,
      priceCents: input.priceCents,
      currency: input.currency,
      status: 'draft',
      lessonCount: 0,
      lockLessonsInOrder: input.lockLessonsInOrder,
      modules: [],
      created_at: now,
      updated_at: now,
    };
    db.courses.set(course.id, course);
    return toAdminCourse(db, course);
  },

  updateCourse: ({ db, clock, input }) => {
    const course = requireCourse(db, input.id);
    assertVersion(course, input.expectedUpdatedAt);
    if (input.patch.slug !== undefined) assertSlugAvailable(db, input.patch.slug, course.id);
    for (const [field, value] of Object.entries(input.patch)) {
      if (value !== undefined) Object.assign(course, { [field]: value });
    }
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  publishCourse: ({ db, clock, input }) => setStatus(db, input.id, 'published', clock.now()),
  unpublishCourse: ({ db, clock, input }) => setStatus(db, input.id, 'draft', clock.now()),
  archiveCourse: ({ db, clock, input }) => setStatus(db, input.id, 'archived', clock.now()),

  duplicateCourse: ({ db, clock, input }) => {
    const source = requireCourse(db, input.id);
    const now = toIso(clock.now());
    const stem = source.slug.slice(0, 80 - '-copy-99'.length).replace(/-+$/, '');
    const copy: Course = {
      ...structuredClone(source),
      id: db.nextId('course'),
      slug: freeSlug(db, `${stem}-copy`),
      title: `${source.title.slice(0, 200 - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      status: 'draft',
      created_at: now,
      updated_at: now,
    };
    copy.modules = copy.modules.map((module) => ({
      ...module,
      id: db.nextId('module'),
      lessons: module.lessons.map((lesson) => {
        const id = db.nextId('lesson');
        const content = db.learning.contents.get(lesson.id);
        if (content) db.learning.contents.set(id, structuredClone(content));
        return { ...lesson, id };
      }),
    }));
    db.courses.set(copy.id, copy);
    // The plan's steps go with the course, as on the server; students' states stay with the original.
    for (const step of stepsOf(db.actionPlans, source.id)) {
      const id = db.nextId('step');
      const at = clock.now();
      db.actionPlans.steps.set(id, {
        ...structuredClone(step),
        id,
        courseId: copy.id,
        createdAt: at,
        updatedAt: at,
      });
    }
    return toAdminCourse(db, copy);
  },

  deleteCourse: ({ db, input }) => {
    const course = requireCourse(db, input.id);
    const enrollmentCount = enrollmentCountOf(db, course.id);
    if (enrollmentCount > 0) {
      throw new LmsError(
        'functions/invalid-argument',
        `${enrollmentCount} ${enrollmentCount === 1 ? 'person is' : 'people are'} enrolled in this course, so it ` +
          'cannot be deleted. Archive it instead: it disappears from the catalogue and learners keep their history.',
        { reason: 'has-enrollments', enrollmentCount },
      );
    }
    const lessonIds = course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
    forgetCourse(db.learning, course.id, lessonIds);
    db.courses.delete(course.id);
    return { id: course.id };
  },
};
