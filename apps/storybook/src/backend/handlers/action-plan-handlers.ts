// Action plans with the server's rules (packages/lms-server/src/action-plans): enrolled students (and admins, as
// a preview without state) read a step with its neighbours and their plan, and keep their own state per step;
// admins add, change, delete and reorder a course's steps, answering with the whole plan.
import {
  LmsError,
  notStartedStepProgress,
  type ActionPlanStepProgress,
  type ActionPlanStepState,
  type AdminActionPlan,
  type ChecklistItem,
  type Course,
  type Enrollment,
} from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import { stateKey, stepsOf, type StoredStep, type StoredStepState } from '../action-plan-data';
import { paginate, type Caller, type HandlerMap } from './handler-types';
import { requireCourseAccess } from './learning-access';
import { requireCaller, toIso } from './learning-state';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_STEPS = 200;

function requireStep(db: MemoryDatabase, stepId: string): StoredStep {
  const step = db.actionPlans.steps.get(stepId);
  if (step === undefined) throw new LmsError('functions/not-found', `No action-plan step "${stepId}".`);
  return step;
}

function requireCourse(db: MemoryDatabase, courseId: string): Course {
  const course = db.courses.get(courseId);
  if (course === undefined) throw new LmsError('functions/not-found', `No course "${courseId}".`);
  return course;
}

function planOf(db: MemoryDatabase, courseId: string): AdminActionPlan {
  return {
    courseId,
    steps: stepsOf(db.actionPlans, courseId).map((step) => ({
      id: step.id,
      courseId: step.courseId,
      position: step.position,
      title: step.title,
      body: step.body,
      checklist: step.checklist.map((item) => ({ ...item })),
      dueOffsetDays: step.dueOffsetDays,
      createdAt: toIso(step.createdAt),
      updatedAt: toIso(step.updatedAt),
    })),
  };
}

function renumber(db: MemoryDatabase, ids: readonly string[], now: number): void {
  ids.forEach((id, position) => {
    const step = db.actionPlans.steps.get(id);
    if (step !== undefined && step.position !== position) Object.assign(step, { position, updatedAt: now });
  });
}

function newItemId(db: MemoryDatabase): string {
  return db.nextId('item');
}

function buildChecklist(
  db: MemoryDatabase,
  input: readonly { id?: string | undefined; text: string }[],
  existing: readonly ChecklistItem[],
): ChecklistItem[] {
  const known = new Set(existing.map((item) => item.id));
  const unknown = input.flatMap((item) => (item.id !== undefined && !known.has(item.id) ? [item.id] : []));
  if (unknown.length > 0) {
    throw new LmsError(
      'functions/aborted',
      `The checklist changed since you loaded it (unknown items: ${unknown.join(', ')}). Reload and edit again.`,
      { reason: 'stale-checklist', unknown },
    );
  }
  return input.map((item) => ({ id: item.id ?? newItemId(db), text: item.text }));
}

const ticksOf = (step: StoredStep, ticked: readonly string[]) =>
  step.checklist.filter((item) => ticked.includes(item.id)).map((item) => item.id);

function progressOf(step: StoredStep, row: StoredStepState | undefined): ActionPlanStepProgress {
  if (row === undefined) {
    return notStartedStepProgress();
  }
  const iso = (value: number | null) => (value === null ? null : toIso(value));
  return {
    state: row.state,
    checkedItemIds: ticksOf(step, row.checkedItemIds),
    note: row.note,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    updatedAt: iso(row.updatedAt),
  };
}

function dueAt(step: StoredStep, enrollment: Enrollment | null): string | null {
  if (step.dueOffsetDays === null || enrollment === null) return null;
  return toIso(Date.parse(enrollment.created_at) + step.dueOffsetDays * DAY_MS);
}

function stepAccess(db: MemoryDatabase, caller: Caller, stepId: string) {
  const step = requireStep(db, stepId);
  return { step, ...requireCourseAccess(db, caller, step.courseId) };
}

function nextState(
  current: ActionPlanStepState,
  input: {
    state?: ActionPlanStepState | undefined;
    checkedItemIds?: string[] | undefined;
    note?: string | undefined;
  },
): ActionPlanStepState {
  if (input.state !== undefined) return input.state;
  const touched =
    (input.checkedItemIds?.length ?? 0) > 0 || (input.note !== undefined && input.note.trim() !== '');
  return current === 'not-started' && touched ? 'in-progress' : current;
}

const courseOf = (course: Course) => ({ id: course.id, slug: course.slug, title: course.title });

export const actionPlanHandlers: HandlerMap = {
  getActionPlanStep: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const { step, course, enrollment } = stepAccess(db, who, input.stepId);
    const steps = stepsOf(db.actionPlans, course.id);
    const index = steps.findIndex((candidate) => candidate.id === step.id);
    return {
      course: courseOf(course),
      step: {
        id: step.id,
        position: index,
        title: step.title,
        body: step.body,
        checklist: step.checklist.map((item) => ({ ...item })),
        dueOffsetDays: step.dueOffsetDays,
      },
      stepCount: steps.length,
      previousStepId: steps[index - 1]?.id ?? null,
      nextStepId: steps[index + 1]?.id ?? null,
      dueAt: dueAt(step, enrollment),
      progress:
        enrollment === null ? null : progressOf(step, db.actionPlans.states.get(stateKey(who.uid, step.id))),
    };
  },

  getMyActionPlan: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const { course, enrollment } = requireCourseAccess(db, who, input.courseId);
    const steps = stepsOf(db.actionPlans, course.id).map((step, position) => {
      const row = enrollment === null ? undefined : db.actionPlans.states.get(stateKey(who.uid, step.id));
      const progress = progressOf(step, row);
      return {
        id: step.id,
        position,
        title: step.title,
        checklistCount: step.checklist.length,
        checkedCount: progress.checkedItemIds.length,
        dueOffsetDays: step.dueOffsetDays,
        dueAt: dueAt(step, enrollment),
        state: progress.state,
        completedAt: progress.completedAt,
      };
    });
    return {
      course: courseOf(course),
      steps,
      counts: {
        total: steps.length,
        done: steps.filter((step) => step.state === 'done').length,
        inProgress: steps.filter((step) => step.state === 'in-progress').length,
      },
      preview: enrollment === null,
    };
  },

  listMyActionPlans: ({ db, caller, input }) => {
    const who = requireCaller(caller);
    const mine = db.enrollments
      .filter((enrollment) => enrollment.user_id === who.uid)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.course_id.localeCompare(b.course_id));
    const items = mine.flatMap((enrollment) => {
      const course = db.courses.get(enrollment.course_id);
      const steps = stepsOf(db.actionPlans, enrollment.course_id);
      const first = steps[0];
      if (course === undefined || course.status === 'draft' || first === undefined) return [];
      const stateOf = (step: StoredStep) => db.actionPlans.states.get(stateKey(who.uid, step.id))?.state;
      const open = steps.filter((step) => stateOf(step) !== 'done');
      const due = open.flatMap((step) => {
        const at = dueAt(step, enrollment);
        return at === null ? [] : [at];
      });
      return [
        {
          course: courseOf(course),
          counts: {
            total: steps.length,
            done: steps.length - open.length,
            inProgress: open.filter((step) => stateOf(step) === 'in-progress').length,
          },
          nextStepId: (open[0] ?? first).id,
          nextDueAt: due.sort()[0] ?? null,
        },
      ];
    });
    return paginate(items, input.page, input.pageSize);
  },

  updateMyActionPlanStep: ({ db, clock, caller, input }) => {
    const who = requireCaller(caller);
    const { step, enrollment } = stepAccess(db, who, input.stepId);
    if (enrollment === null) {
      throw new LmsError(
        'functions/permission-denied',
        'Enrol in this course to keep your own action plan.',
        {
          reason: 'not-enrolled',
          courseId: step.courseId,
        },
      );
    }
    const unknown = (input.checkedItemIds ?? []).filter(
      (id) => !step.checklist.some((item) => item.id === id),
    );
    if (unknown.length > 0) {
      throw new LmsError(
        'functions/aborted',
        "This step's checklist changed since you opened it. Reload the step.",
        {
          reason: 'stale-checklist',
          unknown,
        },
      );
    }
    const now = clock.now();
    const key = stateKey(who.uid, step.id);
    const current = db.actionPlans.states.get(key);
    const state = nextState(current?.state ?? 'not-started', input);
    const row: StoredStepState = {
      userId: who.uid,
      stepId: step.id,
      courseId: step.courseId,
      state,
      checkedItemIds:
        input.checkedItemIds ?? (current === undefined ? [] : ticksOf(step, current.checkedItemIds)),
      note: input.note ?? current?.note ?? '',
      startedAt: current?.startedAt ?? (state === 'not-started' ? null : now),
      completedAt: state === 'done' ? (current?.state === 'done' ? current.completedAt : now) : null,
      updatedAt: now,
    };
    db.actionPlans.states.set(key, row);
    return { stepId: step.id, courseId: step.courseId, progress: progressOf(step, row) };
  },

  adminListActionPlanSteps: ({ db, input }) => planOf(db, requireCourse(db, input.courseId).id),

  createActionPlanStep: ({ db, clock, input }) => {
    const course = requireCourse(db, input.courseId);
    const steps = stepsOf(db.actionPlans, course.id);
    if (steps.length >= MAX_STEPS) {
      throw new LmsError('functions/invalid-argument', `An action plan has at most ${MAX_STEPS} steps.`, {
        reason: 'too-many-steps',
      });
    }
    const now = clock.now();
    const step: StoredStep = {
      id: db.nextId('step'),
      courseId: course.id,
      position: steps.length,
      title: input.title,
      body: input.body,
      checklist: buildChecklist(db, input.checklist, []),
      dueOffsetDays: input.dueOffsetDays,
      createdAt: now,
      updatedAt: now,
    };
    db.actionPlans.steps.set(step.id, step);
    const ids = steps.map((existing) => existing.id);
    const at = input.position === undefined ? ids.length : Math.min(input.position, ids.length);
    renumber(db, [...ids.slice(0, at), step.id, ...ids.slice(at)], now);
    return planOf(db, course.id);
  },

  updateActionPlanStep: ({ db, clock, input }) => {
    const step = requireStep(db, input.stepId);
    const { patch } = input;
    const checklist =
      patch.checklist === undefined ? step.checklist : buildChecklist(db, patch.checklist, step.checklist);
    Object.assign(step, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.body !== undefined ? { body: patch.body } : {}),
      ...(patch.dueOffsetDays !== undefined ? { dueOffsetDays: patch.dueOffsetDays } : {}),
      checklist,
      updatedAt: clock.now(),
    });
    return planOf(db, step.courseId);
  },

  deleteActionPlanStep: ({ db, clock, input }) => {
    const step = requireStep(db, input.stepId);
    db.actionPlans.steps.delete(step.id);
    for (const [key, row] of db.actionPlans.states)
      if (row.stepId === step.id) db.actionPlans.states.delete(key);
    renumber(
      db,
      stepsOf(db.actionPlans, step.courseId).map((rest) => rest.id),
      clock.now(),
    );
    return planOf(db, step.courseId);
  },

  reorderActionPlanSteps: ({ db, clock, input }) => {
    const course = requireCourse(db, input.courseId);
    const current = stepsOf(db.actionPlans, course.id).map((step) => step.id);
    if (new Set(input.stepIds).size !== input.stepIds.length) {
      throw new LmsError('functions/invalid-argument', 'Each of the steps may appear only once.', {
        reason: 'duplicate-ids',
      });
    }
    const same = input.stepIds.length === current.length && input.stepIds.every((id) => current.includes(id));
    if (!same) {
      throw new LmsError('functions/aborted', 'The steps of this action plan changed since you loaded it.', {
        reason: 'stale-order',
      });
    }
    renumber(db, input.stepIds, clock.now());
    return planOf(db, course.id);
  },
};
