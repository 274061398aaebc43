// Guard rule 4's question, "has this student started learning?", answered from enrolments and the progress cache.
import type { Enrollment } from '../api';
import { clampProgress } from '../progress';
import { isPromiseLike, type MaybePromise } from './maybe-promise';

/** The part of an enrolment the auto-landing rule reads. */
export type EnrollmentProgress = Pick<Enrollment, 'progress' | 'completed'>;

/** Answers synchronously when it can, so the guard only goes async when a lookup is really needed. */
export type StartedLearningCheck = () => MaybePromise<boolean>;

export interface StartedLearningSources {
  /** The signed-in user's local progress cache; lms-core's `createProgressCache` satisfies this. */
  readonly progressCache: { hasAnyProgress(): boolean };
  /** The signed-in user's enrolments, e.g. through the enrollments contract operation. */
  readonly loadEnrollments: () => MaybePromise<readonly EnrollmentProgress[]>;
}

/** Spec rule 4: progress above 0 or completed true. Progress is clamped first, so NaN or junk never counts. */
export function enrollmentShowsLearning(enrollment: EnrollmentProgress): boolean {
  return clampProgress(enrollment.progress) > 0 || enrollment.completed === true;
}

/**
 * Builds the check lms-react passes to the guard. The cache is asked first: it is local and synchronous, and
 * progress recorded offline may not have reached the server yet. Errors propagate so the guard can apply rule 5.
 */
export function createStartedLearningCheck(sources: StartedLearningSources): StartedLearningCheck {
  return () => {
    if (sources.progressCache.hasAnyProgress()) return true;
    const enrollments = sources.loadEnrollments();
    if (isPromiseLike(enrollments)) {
      return Promise.resolve(enrollments).then((loaded) => loaded.some(enrollmentShowsLearning));
    }
    return enrollments.some(enrollmentShowsLearning);
  };
}
