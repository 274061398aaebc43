// Badges with each kind of rule, and the learner events that satisfy them, for the badge tests.
import { randomUUID } from 'node:crypto';
import type { BadgeRule } from '@lms/core';
import { createBadge } from '@lms/domain/internal/badges/badge-admin';
import { DEMO_BADGE_IMAGE } from '@lms/domain/internal/badges/demo-badge';
import { actionPlanHandlers } from '@lms/domain/internal/action-plans/handlers';
import { learningHandlers } from '@lms/domain/internal/learning/handlers';
import type { ServerContext } from '../../src/context';
import { caller } from '@lms/domain/conformance/fixtures/learning-fixtures';

export function badgeWith(ctx: ServerContext, rule: BadgeRule, name = `Badge ${rule.kind}`) {
  return createBadge(ctx, {
    name,
    description: `A badge for ${rule.kind}.`,
    criteria: 'Do what the rule says.',
    image: DEMO_BADGE_IMAGE,
    rule,
    active: true,
  });
}

export async function awardRows(ctx: ServerContext, uid: string) {
  return ctx.db.selectFrom('badge_awards').selectAll().where('user_id', '=', uid).execute();
}

export function submitQuiz(
  ctx: ServerContext,
  uid: string,
  courseId: string,
  lessonId: string,
  right: boolean,
) {
  return learningHandlers.submitQuizAttempt({
    ctx,
    caller: caller(uid),
    input: {
      courseId,
      lessonId,
      answers: [
        { questionId: 'q-single', optionIds: [right ? 'mercury' : 'venus'] },
        { questionId: 'q-multiple', optionIds: ['jupiter', 'saturn'] },
      ],
    },
  });
}

export async function insertPlanStep(ctx: ServerContext, courseId: string, position: number) {
  const id = randomUUID();
  await ctx.db
    .insertInto('action_plan_steps')
    .values({
      id,
      course_id: courseId,
      position,
      title: `Step ${position + 1}`,
      body: 'Do it.',
      checklist: '[]',
      due_offset_days: null,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute();
  return id;
}

export function finishStep(ctx: ServerContext, uid: string, stepId: string) {
  return actionPlanHandlers.updateMyActionPlanStep({
    ctx,
    caller: caller(uid),
    input: { stepId, state: 'done' },
  });
}
