// The reports double: answers getEnrollmentReport with every Monday-based week of the range (figures from a table
// keyed by the week's Monday, zeros elsewhere), and adminListCourses / adminGetCourse with a few courses.
import { LmsError, type AdminCourse, type EnrollmentReportInput } from '@lms/core';
import type { OperationHandlers } from '../../../test-support/fake-backend';
import { adminCourse } from '../../admin-courses/testing/authoring-fake';

const DAY_MS = 86_400_000;

export interface WeekFigures {
  enrolled: number;
  completed: number;
}

function weeksOf(input: EnrollmentReportInput, figures: Readonly<Record<string, WeekFigures>>) {
  const start = Date.parse(`${input.from}T00:00:00Z`);
  const end = Date.parse(`${input.to}T00:00:00Z`);
  let monday = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = [];
  for (; monday <= end; monday += 7 * DAY_MS) {
    const weekStart = new Date(monday).toISOString().slice(0, 10);
    weeks.push({ weekStart, ...(figures[weekStart] ?? { enrolled: 0, completed: 0 }) });
  }
  return weeks;
}

export { adminCourse };

export function createReportFake(options: {
  courses: AdminCourse[];
  /** Figures of all courses, and of each course by id. */
  figures: Readonly<Record<string, Readonly<Record<string, WeekFigures>>>>;
}) {
  const handlers: OperationHandlers = {
    getEnrollmentReport: (input) => {
      if (input.courseId !== undefined && !options.courses.some((course) => course.id === input.courseId))
        throw new LmsError('functions/not-found', `No course "${input.courseId}".`);
      const weeks = weeksOf(input, options.figures[input.courseId ?? 'all'] ?? {});
      return {
        from: input.from,
        to: input.to,
        courseId: input.courseId ?? null,
        weeks,
        totals: {
          enrolled: weeks.reduce((sum, week) => sum + week.enrolled, 0),
          completed: weeks.reduce((sum, week) => sum + week.completed, 0),
        },
      };
    },
    adminListCourses: ({ search }) => {
      const items = options.courses.filter(
        (course) => !search || course.title.toLowerCase().includes(search.toLowerCase()),
      );
      return { items, total: items.length, page: 1, pageSize: 100 };
    },
    adminGetCourse: ({ id }) => {
      const course = options.courses.find((candidate) => candidate.id === id);
      if (!course) throw new LmsError('functions/not-found', `No course "${id}".`);
      return course;
    },
  };
  return { handlers };
}
