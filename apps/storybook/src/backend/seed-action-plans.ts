// Seeds the action-plan tables from fixtures: steps in order per course, and learners' states in them. A step of a
// missing course or a state of a missing user or step fails loudly, as the server's foreign keys would.
import { LmsError } from '@lms/core';
import type { FixtureActionPlans } from './fixtures/fixture-types';
import type { MemoryDatabase } from './memory-database';
import { stateKey } from './action-plan-data';

export function seedActionPlans(db: MemoryDatabase, plans: FixtureActionPlans): void {
  const positions = new Map<string, number>();
  for (const step of plans.steps) {
    if (!db.courses.has(step.courseId)) {
      throw new LmsError('functions/invalid-argument', `Fixture step ${step.id} names a missing course`);
    }
    const position = positions.get(step.courseId) ?? 0;
    positions.set(step.courseId, position + 1);
    const at = Date.parse('2026-09-01T09:00:00.000Z');
    db.actionPlans.steps.set(step.id, {
      ...step,
      checklist: step.checklist.map((item) => ({ ...item })),
      position,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const state of plans.states) {
    const step = db.actionPlans.steps.get(state.stepId);
    if (step === undefined || !db.users.has(state.userId)) {
      throw new LmsError(
        'functions/invalid-argument',
        `Fixture state of ${state.stepId} names a missing record`,
      );
    }
    const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
    db.actionPlans.states.set(stateKey(state.userId, step.id), {
      ...state,
      checkedItemIds: [...state.checkedItemIds],
      courseId: step.courseId,
      startedAt: time(state.startedAt),
      completedAt: time(state.completedAt),
      updatedAt: time(state.completedAt) ?? time(state.startedAt) ?? Date.parse('2026-10-01T09:00:00.000Z'),
    });
  }
}
