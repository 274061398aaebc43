// The action-plan and embedding tables of the self-hosted server, held in maps: steps, each student's state per
// step, the origins allowed to frame steps and the API keys of embedding sites (never their secrets).
import type { ActionPlanStepState, ChecklistItem } from '@lms/core';

export interface StoredStep {
  id: string;
  courseId: string;
  position: number;
  title: string;
  body: string;
  checklist: ChecklistItem[];
  dueOffsetDays: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface StoredStepState {
  userId: string;
  stepId: string;
  courseId: string;
  state: ActionPlanStepState;
  checkedItemIds: string[];
  note: string;
  startedAt: number | null;
  completedAt: number | null;
  updatedAt: number;
}

export interface StoredApiKey {
  id: string;
  name: string;
  keyPrefix: string;
  origins: string[];
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export interface ActionPlanData {
  steps: Map<string, StoredStep>;
  /** By `${userId} ${stepId}`. */
  states: Map<string, StoredStepState>;
  /** Origins added by administrators, with when. */
  embedOrigins: Map<string, number>;
  apiKeys: Map<string, StoredApiKey>;
}

export function createActionPlanData(): ActionPlanData {
  return { steps: new Map(), states: new Map(), embedOrigins: new Map(), apiKeys: new Map() };
}

export const stateKey = (userId: string, stepId: string) => `${userId} ${stepId}`;

/** A course's steps in plan order. */
export function stepsOf(data: ActionPlanData, courseId: string): StoredStep[] {
  return [...data.steps.values()]
    .filter((step) => step.courseId === courseId)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/** What an account deletion removes, as the server's ON DELETE CASCADE does. */
export function forgetActionPlanLearner(data: ActionPlanData, uid: string): void {
  for (const [key, state] of data.states) if (state.userId === uid) data.states.delete(key);
}
