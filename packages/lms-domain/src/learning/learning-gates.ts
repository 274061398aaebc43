// The gate every progress change passes after the access check (course-access.ts lockCourseAccess): the lesson is
// not locked for the caller.
import { LmsError } from '@lms/core';
import type { Caller } from '../context';
import type { LearnerState } from './learner-state';

/** A locked lesson is closed to students; administrators preview everything. */
export function assertLessonOpen(state: LearnerState, lessonId: string, caller: Caller): void {
  if (!caller.admin && state.states[lessonId] === 'locked') {
    throw new LmsError(
      'functions/permission-denied',
      'This lesson opens when you have completed the lessons before it.',
      { reason: 'lesson-locked', lessonId },
    );
  }
}
