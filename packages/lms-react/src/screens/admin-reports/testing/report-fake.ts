// The reports double: answers getEnrollmentReport with every Monday-based week of the range (figures from a table
// keyed by the week's Monday, zeros elsewhere), and adminListCourses / adminGetCourse with a few courses.
import {
  LmsError,
  enrollmentReportOf,
  reportWeekGrid,
  type AdminCourse,
  type EnrollmentReportInput,
} from '@lms/core';
import { adminCourse } from '../../../test-support/admin-course-fixture';
import type { OperationHandlers } from '../../../test-support/fake-backend';

export interface WeekFigures {
  enrolled: number;
  completed: number;
}

function weeksOf(input: EnrollmentReportInput, figures: Readonly<Record<string, WeekFigures>>) {
  return reportWeekGrid(input).weeks.map((week) => ({ ...week, ...figures[week.weekStart] }));
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
      return enrollmentReportOf(input, input.courseId ?? null, weeks);
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
