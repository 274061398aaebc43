// What the contract's cache declarations cannot say, attached to operations by name: an answer that is the new
// value of another read (put in its cache, no refetch) and the enrolments asked again after a call that enrols.
// Built into the endpoints with the store (contract-endpoints.ts), whichever screen makes the call.
import {
  learningCache,
  type AdminActionPlan,
  type AdminCourse,
  type OperationName,
  type OperationOutput,
} from '@lms/core';
import type {
  BehaviourLifecycle,
  EndpointArg,
  EndpointBehaviour,
  EndpointBehaviours,
} from './contract-endpoints';

interface UidState {
  enrollments: { uid: string | null };
}

/**
 * The enrolments slice feeds guard rule 4 and the progress-cache cleanup, and listens only to listMyEnrollments:
 * ask it again from the server, even when no screen shows the list.
 */
async function refetchEnrolments({ cache, getState }: BehaviourLifecycle<OperationName>): Promise<void> {
  const uid = (getState() as UidState).enrollments.uid;
  if (uid === null) return;
  await cache.refetch('listMyEnrollments', { uid });
}

/** A payment that enrols (or a refund that ends an enrolment): the student's lists and the enrolments refresh. */
async function refreshLearning(lifecycle: BehaviourLifecycle<OperationName>): Promise<void> {
  lifecycle.cache.invalidate([learningCache.kinds.MyLearning]);
  await refetchEnrolments(lifecycle);
}

/** The operations whose answer is a T. */
type AnswersWith<T> = { [N in OperationName]: OperationOutput<N> extends T ? N : never }[OperationName];

/** Runs `then` with the answer once the call succeeds; a failure is the caller's to show. */
function afterSuccess<N extends OperationName>(
  then: (
    data: BehaviourLifecycle<N>['queryFulfilled'] extends Promise<{ data: infer D }> ? D : never,
    arg: EndpointArg<N>,
    lifecycle: BehaviourLifecycle<N>,
  ) => Promise<void> | void,
): EndpointBehaviour<N> {
  return async (arg, lifecycle) => {
    let answer: Awaited<BehaviourLifecycle<N>['queryFulfilled']>;
    try {
      answer = await lifecycle.queryFulfilled;
    } catch {
      return;
    }
    await then(answer.data, arg, lifecycle);
  };
}

/** Every authoring change answers with the whole course: the editor's cached course is replaced (no refetch). */
const courseChange = <N extends AnswersWith<AdminCourse>>() =>
  afterSuccess<N>((data, _arg, { cache }) => {
    const course = data as AdminCourse;
    cache.replace('adminGetCourse', { id: course.id }, course);
  });

/** Every change of a course's action plan answers with the whole plan: the editor's is replaced, never stale. */
const planChange = <N extends AnswersWith<AdminActionPlan>>() =>
  afterSuccess<N>((data, _arg, { cache }) => {
    const plan = data as AdminActionPlan;
    cache.replace('adminListActionPlanSteps', { courseId: plan.courseId }, plan);
  });

export const endpointBehaviours: EndpointBehaviours = {
  enrollInCourse: afterSuccess((_data, _arg, lifecycle) => refetchEnrolments(lifecycle)),
  startCheckout: afterSuccess(async (data, _arg, lifecycle) => {
    if (data.next.kind === 'enrolled') await refreshLearning(lifecycle);
  }),
  getOrder: afterSuccess(async (data, _arg, lifecycle) => {
    if (data.status === 'paid' || data.status === 'refunded') await refreshLearning(lifecycle);
  }),
  createCourse: courseChange(),
  updateCourse: courseChange(),
  publishCourse: courseChange(),
  unpublishCourse: courseChange(),
  duplicateCourse: courseChange(),
  archiveCourse: courseChange(),
  addModule: courseChange(),
  updateModule: courseChange(),
  removeModule: courseChange(),
  reorderModules: courseChange(),
  addLesson: courseChange(),
  updateLesson: courseChange(),
  removeLesson: courseChange(),
  moveLesson: courseChange(),
  reorderLessons: courseChange(),
  createActionPlanStep: planChange(),
  updateActionPlanStep: planChange(),
  deleteActionPlanStep: planChange(),
  reorderActionPlanSteps: planChange(),
  // Origin changes answer with the whole list, which replaces the cached one.
  addEmbedOrigin: afterSuccess((data, _arg, { cache }) => cache.replace('adminListEmbedOrigins', {}, data)),
  removeEmbedOrigin: afterSuccess((data, _arg, { cache }) =>
    cache.replace('adminListEmbedOrigins', {}, data),
  ),
  // A save answers with the whole set, so the other sections' "saved" notes and the version stay right.
  saveSettingsSection: afterSuccess((data, _arg, { cache }) => cache.replace('getAdminSettings', {}, data)),
  // A reply answers with the whole conversation, under the key the page read it with (the mailed link's token).
  replyToSupportRequest: afterSuccess((data, input, { cache }) => {
    const key =
      input.token === undefined
        ? { reference: input.reference }
        : { reference: input.reference, token: input.token };
    cache.replace('getSupportRequest', key, data);
  }),
  adminReplyToSupportRequest: afterSuccess((data, input, { cache }) =>
    cache.replace('adminGetSupportRequest', { requestId: input.requestId }, data),
  ),
  updateSupportRequest: afterSuccess((data, input, { cache }) =>
    cache.replace('adminGetSupportRequest', { requestId: input.requestId }, data),
  ),
};
