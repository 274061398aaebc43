// Courses, enrolments, mail and launch parameters, with the server's rules: the catalogue lists published courses
// only, drafts and archived courses exist for admins alone, each user sees only their own enrolments.
import { LmsError, type Course, type CourseSummary } from '@lms/core';
import { paginate, type HandlerMap } from './handler-types';

export function toSummary(course: Course): CourseSummary {
  const {
    id,
    slug,
    title,
    thumbnail,
    summary,
    category,
    level,
    durationMinutes,
    priceCents,
    currency,
    status,
  } = course;
  return {
    id,
    slug,
    title,
    thumbnail,
    summary,
    category,
    level,
    durationMinutes,
    priceCents,
    currency,
    status,
    lessonCount: course.lessonCount,
  };
}

type Sort = 'newest' | 'title' | 'price-asc' | 'price-desc';

const ORDER: Record<Sort, (a: Course, b: Course) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  title: (a, b) => a.title.localeCompare(b.title),
  'price-asc': (a, b) => a.priceCents - b.priceCents || a.title.localeCompare(b.title),
  'price-desc': (a, b) => b.priceCents - a.priceCents || a.title.localeCompare(b.title),
};

export const catalogueHandlers: HandlerMap = {
  listCourses: ({ db, input }) => {
    const search = input.search?.toLowerCase();
    const matching = [...db.courses.values()]
      .filter((course) => course.status === 'published')
      .filter((course) => !input.category || course.category === input.category)
      .filter(
        (course) =>
          !search ||
          course.title.toLowerCase().includes(search) ||
          course.summary.toLowerCase().includes(search),
      )
      // The id breaks ties so a page boundary never shows a course twice or skips one.
      .sort((a, b) => ORDER[input.sort](a, b) || a.id.localeCompare(b.id));
    const page = paginate(matching, input.page, input.pageSize);
    return { ...page, items: page.items.map(toSummary) };
  },

  getCourse: ({ db, caller, input }) => {
    // Links may use the id or the slug; the id wins when both match.
    const course =
      db.courses.get(input.id) ?? [...db.courses.values()].find((candidate) => candidate.slug === input.id);
    if (!course || (course.status !== 'published' && caller?.admin !== true)) {
      throw new LmsError('functions/not-found', `No course "${input.id}".`);
    }
    return structuredClone(course);
  },

  listMyEnrollments: ({ db, caller }) => {
    if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in to list your enrolments.');
    return db.enrollments
      .filter((enrollment) => enrollment.user_id === caller.uid)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
      .map((enrollment) => ({ ...enrollment }));
  },

  sendWelcomeEmail: ({ db, clock, caller, input }) => {
    if (!caller) throw new LmsError('functions/unauthenticated', 'Sign in to receive the welcome e-mail');
    if (input.email.trim().toLowerCase() !== caller.email) {
      throw new LmsError('functions/permission-denied', 'The welcome e-mail can only go to your own address');
    }
    db.outbox.push({ kind: 'welcome', to: caller.email, sentAt: clock.now() });
    return { sent: true as const };
  },

  // getLaunchParameters has no handler: the self-hosted server does not implement it either (functions/unimplemented).
};
