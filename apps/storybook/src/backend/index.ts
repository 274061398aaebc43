// The in-memory back end of the Storybook: a BackendPort that keeps the contract's rules, with demo fixtures.
export {
  createInMemoryBackend,
  type InMemoryBackend,
  type InMemoryBackendOptions,
} from './in-memory-backend';
export { LIVE, type BackendArea, type BackendMode, type ModeScope } from './backend-mode';
export type { PopupIdentity } from './memory-auth';
export type { SentMail, MailKind } from './memory-database';
export type { UploadSimulation } from './memory-storage';
export type { Fixtures, FixtureUser } from './fixtures/fixture-types';
export { demoFixtures, emptyFixtures, longContentFixtures } from './fixtures/fixture-sets';
export { DEMO_USERS } from './fixtures/demo-users';
export { DEMO_COURSE_IDS } from './fixtures/demo-courses';
export { DEMO_ACTION_PLAN_STEP_IDS } from './fixtures/demo-action-plans';
export { DEMO_COUPONS, DEMO_ORDER_IDS } from './fixtures/demo-payments';
export { settleSandboxOrder, type SandboxOutcome } from './handlers/payments-store';
