// Story data seeded through the one real domain (@lms/domain): see seed-story-data.ts, and placeholders.ts for the
// `{kind:key}` syntax stories use to name seeded things.
export { seedStoryData, type SeedArea, type SeedOptions } from './seed-story-data';
export { resolveStoryPlaceholders } from './placeholders';
export { STORY_NOW, STORY_SETS } from './story-sets';
export { STORY_ACCOUNTS, LONG_STUDENT_NAME, type StoryAccount } from './users';
export { STORY_COUPON_CODES } from './payments/payment-plans';
export { cancelOnSandboxPage, submitSandboxCard } from './payments/sandbox-page';
export type * from './story-ids';
