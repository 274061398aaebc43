// The demo action plan: three steps of the Spreadsheets course, which the demo student is half-way through (the
// first done, the second started with a tick and a private note, the third not started and due later).
import type { CourseKey, StepKey, UserKey } from '../story-ids';

export interface StepPlan {
  key: StepKey;
  course: CourseKey;
  title: string;
  body: string;
  checklist: string[];
  dueOffsetDays: number | null;
  createdAt: string;
}

/** One save of a learner's state in a step, as the step screen sends it; ticks name items by position (0 = first). */
export interface StepSave {
  user: UserKey;
  step: StepKey;
  at: string;
  state?: 'not-started' | 'in-progress' | 'done';
  tickedItems?: number[];
  note?: string;
}

const AUTHORED_AT = '2026-09-01T09:00:00.000Z';

/** In plan order. */
export const DEMO_STEPS: readonly StepPlan[] = [
  {
    key: 'workbook',
    course: 'spreadsheets',
    title: 'Set up your budget workbook',
    body: 'Create one workbook for the whole year.\n\n- one sheet per month\n- a **Summary** sheet that adds them up',
    checklist: ['Create the workbook', 'Add a sheet per month', 'Add the Summary sheet'],
    dueOffsetDays: 7,
    createdAt: AUTHORED_AT,
  },
  {
    key: 'track',
    course: 'spreadsheets',
    title: 'Track a month of spending',
    body: 'Write down every purchase for a month, with its **date**, **amount** and **category**.',
    checklist: ['Choose five categories', 'Record every purchase for 30 days'],
    dueOffsetDays: 45,
    createdAt: AUTHORED_AT,
  },
  {
    key: 'chart',
    course: 'spreadsheets',
    title: 'Chart where the money goes',
    body: 'Make a pie chart of the month by category, and write down one thing you will change.',
    checklist: [],
    dueOffsetDays: null,
    createdAt: AUTHORED_AT,
  },
];

/** Workbook: started with one tick, done two days later. Track: started with a tick and a note. */
export const DEMO_STEP_SAVES: readonly StepSave[] = [
  { user: 'student', step: 'workbook', at: '2026-10-06T18:00:00.000Z', tickedItems: [0] },
  {
    user: 'student',
    step: 'workbook',
    at: '2026-10-08T19:15:00.000Z',
    state: 'done',
    tickedItems: [0, 1, 2],
  },
  {
    user: 'student',
    step: 'track',
    at: '2026-10-10T08:00:00.000Z',
    tickedItems: [0],
    note: 'Groceries, transport, rent, fun, other.',
  },
];
