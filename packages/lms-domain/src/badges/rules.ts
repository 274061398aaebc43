// Award rules: whether a learner satisfies a badge's rule, read from what the database holds (completed
// enrolments, quiz attempts, action-plan states, certificates). Reading state rather than trusting the event
// makes awarding idempotent: a replayed or late event finds the same answer.
import type { BadgeRuleKind } from '@lms/core';
import type { DomainContext } from '../context';
import type { BadgesTable } from '../db/schema';

async function courseCompleted(ctx: DomainContext, uid: string, courseId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('enrollments')
    .select('course_id')
    .where('user_id', '=', uid)
    .where('course_id', '=', courseId)
    .where('completed', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

async function categoryCourses(ctx: DomainContext, uid: string, category: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('e.user_id', '=', uid)
    .where('e.completed', '=', 1)
    .where('c.category', '=', category)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function quizScored(ctx: DomainContext, uid: string, lessonId: string, minScore: number) {
  const row = await ctx.db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('user_id', '=', uid)
    .where('lesson_id', '=', lessonId)
    .where('passed', '=', 1)
    .where('score_percent', '>=', minScore)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every step of the course's action plan is done (a course without steps has no plan to finish). */
async function actionPlanFinished(ctx: DomainContext, uid: string, courseId: string): Promise<boolean> {
  const steps = await ctx.db
    .selectFrom('action_plan_steps')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  const done = await ctx.db
    .selectFrom('action_plan_step_states as s')
    .innerJoin('action_plan_steps as st', 'st.id', 's.step_id')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('s.user_id', '=', uid)
    .where('st.course_id', '=', courseId)
    .where('s.state', '=', 'done')
    .executeTakeFirst();
  const total = Number(steps?.n ?? 0);
  return total > 0 && Number(done?.n ?? 0) >= total;
}

async function certificateEarned(ctx: DomainContext, uid: string, courseId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('certificates')
    .select('id')
    .where('user_id', '=', uid)
    .where('course_id', '=', courseId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function ruleSatisfied(ctx: DomainContext, badge: BadgesTable, uid: string): Promise<boolean> {
  const course = badge.rule_course_id ?? '';
  switch (badge.rule_kind) {
    case 'course-completed':
      return courseCompleted(ctx, uid, course);
    case 'category-courses':
      return (await categoryCourses(ctx, uid, badge.rule_category ?? '')) >= Number(badge.rule_count ?? 1);
    case 'quiz-score':
      return quizScored(ctx, uid, badge.rule_lesson_id ?? '', Number(badge.rule_min_score ?? 0));
    case 'action-plan-finished':
      return actionPlanFinished(ctx, uid, course);
    case 'certificate-earned':
      return certificateEarned(ctx, uid, course);
    case 'manual':
      return false;
  }
}

/** The events that can satisfy rules, and the rule kinds each one can satisfy. */
export const EVENT_RULES = {
  'course-completed': ['course-completed', 'category-courses'],
  'quiz-submitted': ['quiz-score'],
  'action-plan-step-done': ['action-plan-finished'],
  'certificate-issued': ['certificate-earned'],
} as const satisfies Record<string, readonly BadgeRuleKind[]>;

export type BadgeEvent = keyof typeof EVENT_RULES;
