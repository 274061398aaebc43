import { LmsError } from '@lms/core';
import type { HandlerMap } from '../../functions/registry';
import { listEnrollmentsOfUser } from './enrollment-queries';
import { enrollInCourse } from './enroll-in-course';

export const enrollmentHandlers = {
  listMyEnrollments: async ({ ctx, caller }) => {
    // The route enforces access 'user'; this guard keeps the handler safe if it is ever called directly.
    if (caller === null) throw new LmsError('functions/unauthenticated', 'Sign in to list your enrolments.');
    return listEnrollmentsOfUser(ctx.db, caller.uid);
  },
  enrollInCourse: async ({ ctx, caller, input }) => {
    if (caller === null) throw new LmsError('functions/unauthenticated', 'Sign in to enrol.');
    return enrollInCourse(ctx, caller, input.courseId);
  },
} satisfies Partial<HandlerMap>;
