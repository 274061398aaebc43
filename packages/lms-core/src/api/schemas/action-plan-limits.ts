// Without zod, so screens that only need these numbers (the step's note field, inside frames on other sites; the
// dashboard's plans) do not load the contract's schemas with their first page.
/** Limits an admin can reach with a real plan, low enough that one answer stays small. */
export const ACTION_PLAN_LIMITS = {
  stepsPerCourse: 200,
  checklistItems: 50,
  titleLength: 200,
  bodyLength: 20_000,
  itemLength: 500,
  noteLength: 10_000,
  /** Ten years: a due offset is counted from the student's enrolment. */
  dueOffsetDays: 3650,
} as const;

/** The dashboard shows this many plans at a time. */
export const MY_ACTION_PLANS_PAGE_SIZE = 6;
