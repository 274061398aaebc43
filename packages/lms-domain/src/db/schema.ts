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
  RevokedSessionsTable,
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
import type {
  SupportAttachmentsTable,
  SupportFormsTable,
  SupportLinksTable,
  SupportMessagesTable,
  SupportRequestsTable,
} from './tables/support';
import type { SiteSettingsTable } from './tables/settings';
import type {
  CertificatePdfsTable,
  CertificateTemplateCoursesTable,
  CertificateTemplatesTable,
  CertificatesTable,
} from './tables/certificates';
import type { BadgeAwardsTable, BadgeIssuerKeysTable, BadgesTable } from './tables/badges';
import type {
  SurveyAttemptsTable,
  SurveyCompletionsTable,
  SurveyErrorEventsTable,
  SurveyErrorGroupsTable,
  SurveyReachTable,
  SurveyRefsTable,
  SurveyRemindersTable,
  SurveyResponsesTable,
  SurveysTable,
  SurveyWebhookEventsTable,
} from './tables/surveys';
import type { AuditLogTable } from './tables/audit';

export type * from './tables/accounts';
export type * from './tables/courses';
export type * from './tables/payments';
export type * from './tables/learning';
export type * from './tables/action-plans';
export type * from './tables/support';
export type * from './tables/settings';
export type * from './tables/certificates';
export type * from './tables/badges';
export type * from './tables/surveys';
export type * from './tables/audit';

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
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
  support_requests: SupportRequestsTable;
  support_messages: SupportMessagesTable;
  support_attachments: SupportAttachmentsTable;
  support_forms: SupportFormsTable;
  support_links: SupportLinksTable;
  certificate_templates: CertificateTemplatesTable;
  certificate_template_courses: CertificateTemplateCoursesTable;
  certificates: CertificatesTable;
  certificate_pdfs: CertificatePdfsTable;
  site_settings: SiteSettingsTable;
  badges: BadgesTable;
  badge_awards: BadgeAwardsTable;
  badge_issuer_keys: BadgeIssuerKeysTable;
  surveys: SurveysTable;
  survey_completions: SurveyCompletionsTable;
  survey_responses: SurveyResponsesTable;
  survey_reach: SurveyReachTable;
  survey_error_groups: SurveyErrorGroupsTable;
  survey_error_events: SurveyErrorEventsTable;
  audit_log: AuditLogTable;
  survey_refs: SurveyRefsTable;
  survey_webhook_events: SurveyWebhookEventsTable;
  survey_reminders: SurveyRemindersTable;
  survey_attempts: SurveyAttemptsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type EnrollmentRow = Selectable<EnrollmentsTable>;
