// The filters of the student's course list, without zod: the screen reads one from its URL on the first page, before
// the contract's schemas load. learning-dashboard.ts makes the contract's schema of the same list.
export const MY_LEARNING_FILTERS = ['all', 'in-progress', 'completed'] as const;
export type MyLearningFilter = (typeof MY_LEARNING_FILTERS)[number];

/** The filter a URL or a caller names, or null when it names none of them. */
export function myLearningFilterOf(value: unknown): MyLearningFilter | null {
  return MY_LEARNING_FILTERS.find((filter) => filter === value) ?? null;
}
