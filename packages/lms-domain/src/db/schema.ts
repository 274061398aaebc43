// Table types for Kysely. One schema for SQLite and PostgreSQL, so it uses only what both store the same way:
// times are integer milliseconds since the epoch (bigint), flags are integers 0/1, structured values are JSON text.
// Each area's tables are in tables/; this file puts them together as the database Kysely sees.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  FilesTable,
  IdentitiesTable,
  OAuthStatesTable,
  OobCodesTable,
  OutboxTable,
  RateLimitsTable,
  RefreshTokensTable,
  SettingsTable,
  SigningKeysTable,
  UsersTable,
} from './tables/accounts';
import type {
  CatalogueVersionTable,
  CourseModulesTable,
  CoursesTable,
  EnrollmentsTable,
  LessonsTable,
} from './tables/courses';
import type {
  CouponCoursesTable,
  CouponRedemptionsTable,
  CouponsTable,
  OrdersTable,
} from './tables/payments';
import type {
  LearningActivityTable,
  LessonProgressTable,
  ProgressEventsTable,
  QuizAttemptsTable,
} from './tables/learning';
import type {
  ActionPlanStepStatesTable,
  ActionPlanStepsTable,
  EmbedApiKeysTable,
  EmbedOriginsTable,
  LaunchTokensTable,
} from './tables/action-plans';

export type * from './tables/accounts';
export type * from './tables/courses';
export type * from './tables/payments';
export type * from './tables/learning';
export type * from './tables/action-plans';

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  oob_codes: OobCodesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  signing_keys: SigningKeysTable;
  settings: SettingsTable;
  oauth_states: OAuthStatesTable;
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  lessons: LessonsTable;
  enrollments: EnrollmentsTable;
  files: FilesTable;
  lesson_progress: LessonProgressTable;
  progress_events: ProgressEventsTable;
  quiz_attempts: QuizAttemptsTable;
  learning_activity: LearningActivityTable;
  coupons: CouponsTable;
  coupon_courses: CouponCoursesTable;
  orders: OrdersTable;
  coupon_redemptions: CouponRedemptionsTable;
  action_plan_steps: ActionPlanStepsTable;
  action_plan_step_states: ActionPlanStepStatesTable;
  embed_origins: EmbedOriginsTable;
  embed_api_keys: EmbedApiKeysTable;
  launch_tokens: LaunchTokensTable;
  catalogue_version: CatalogueVersionTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type EnrollmentRow = Selectable<EnrollmentsTable>;
