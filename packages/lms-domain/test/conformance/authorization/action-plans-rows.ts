// Action plans: only enrolled students (and admins, as a preview) read a step; a student's state is their own, so
// another student, not enrolled, gets permission-denied; steps of a draft course exist only for admins; authoring
// is for admins. getLaunchParameters needs an enrolment (admins preview without one).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@lms/domain/internal/db/schema';
import { enrollUser } from '@lms/domain/internal/learning/enrollments/enroll-user';
import { insertCourse } from '../fixtures/catalogue';
import { D, U, type MatrixArea } from './matrix-types';

const NF = 'not-found';
const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;

async function insertStep(db: Kysely<Database>, courseId: string, position: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('action_plan_steps')
    .values({
      id,
      course_id: courseId,
      position,
      title: `Step ${position + 1}`,
      body: 'Do it.',
      checklist: JSON.stringify([{ id: 'item-1', text: 'First thing' }]),
      due_offset_days: null,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  return id;
}

export const actionPlansArea: MatrixArea = {
  area: 'action-plans',
  async setup(ctx, fixture) {
    const planCourseId = await insertCourse(ctx.db, { slug: 'matrix-plan' });
    await enrollUser(ctx, { userId: fixture.uid.student, courseId: planCourseId, source: 'free' });
    const planStepId = await insertStep(ctx.db, planCourseId, 0);
    const deletableStepId = await insertStep(ctx.db, planCourseId, 1);
    const draftStepId = await insertStep(ctx.db, fixture.draftCourseId, 0);
    // A course of its own for the reorder row: other rows add and delete steps of the plan course.
    const reorderCourseId = await insertCourse(ctx.db, { slug: 'matrix-plan-reorder' });
    const reorderStepIds = [
      await insertStep(ctx.db, reorderCourseId, 0),
      await insertStep(ctx.db, reorderCourseId, 1),
    ];
    return {
      planCourseId,
      planStepId,
      deletableStepId,
      draftStepId,
      reorderCourseId,
      reorderStepIds: reorderStepIds.join(','),
    };
  },
  rows: [
    {
      operation: 'getActionPlanStep',
      situation: "a step of the student's course",
      input: (f) => ({ stepId: f.ids.planStepId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'getActionPlanStep',
      situation: 'a step of a draft course',
      input: (f) => ({ stepId: f.ids.draftStepId }),
      expect: { anonymous: U, student: NF, otherStudent: NF, admin: 'allow' },
    },
    {
      operation: 'getMyActionPlan',
      situation: "the student's course",
      input: (f) => ({ courseId: f.ids.planCourseId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: 'allow' },
    },
    {
      operation: 'listMyActionPlans',
      situation: "the caller's own plans (each sees only their own; nobody else's is named)",
      input: () => ({}),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'updateMyActionPlanStep',
      situation: "the caller's own state in a step of the student's course",
      input: (f) => ({ stepId: f.ids.planStepId, checkedItemIds: ['item-1'], note: 'mine' }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
    {
      operation: 'getLaunchParameters',
      situation: "a step of the student's course",
      input: (f) => ({ stepId: f.ids.planStepId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
    {
      operation: 'adminListActionPlanSteps',
      situation: 'a course',
      input: (f) => ({ courseId: f.ids.planCourseId }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'createActionPlanStep',
      situation: 'a course',
      input: (f) => ({ courseId: f.ids.planCourseId, title: 'Added by the matrix' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'updateActionPlanStep',
      situation: 'a step',
      input: (f) => ({ stepId: f.ids.planStepId, patch: { title: 'Renamed' } }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'deleteActionPlanStep',
      situation: 'a step',
      input: (f) => ({ stepId: f.ids.deletableStepId }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'reorderActionPlanSteps',
      situation: 'every step of a course',
      input: (f) => ({
        courseId: f.ids.reorderCourseId,
        stepIds: (f.ids.reorderStepIds ?? '').split(',').reverse(),
      }),
      expect: ADMIN_ONLY,
    },
  ],
};
