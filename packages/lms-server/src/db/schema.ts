// Table types for Kysely. One schema for SQLite and PostgreSQL, so it uses only what both store the same way:
// times are integer milliseconds since the epoch (bigint), flags are integers 0/1, structured values are JSON text.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

type Flag = 0 | 1;

export interface UsersTable {
  uid: string;
  /** Lower-cased; unique. */
  email: string;
  email_verified: Flag;
  display_name: string | null;
  photo_url: string | null;
  phone_number: string | null;
  role: 'user' | 'admin';
  disabled: Flag;
  /** scrypt hash in PHC-like form; null for accounts that only use Google or Microsoft. */
  password_hash: string | null;
  /** Sign-in method the account was created with: password, google.com or microsoft.com. */
  provider: string;
  pref_language: string;
  pref_notifications: Flag;
  xapi_identifier: string;
  created_at: number;
  updated_at: number;
  last_login: number | null;
  /** ID and refresh tokens issued before this instant are no longer accepted (password change, revocation). */
  tokens_valid_after: number;
}

/** Links an external identity (Google, Microsoft) to a user. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  uid: string;
  email: string | null;
  created_at: number;
}

export interface RefreshTokensTable {
  id: string;
  /** All tokens rotated from one sign-in share a family; reuse of a rotated token revokes the family. */
  family_id: string;
  uid: string;
  /** SHA-256 of the opaque token, hex. */
  token_hash: string;
  provider: string;
  auth_time: number;
  created_at: number;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

export type OobKind = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | 'ADMIN_SETUP';

export interface OobCodesTable {
  /** SHA-256 of the code, hex: a leaked database does not leak usable codes. */
  code_hash: string;
  kind: OobKind;
  uid: string | null;
  email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Fixed-window counters shared by every server copy. */
export interface RateLimitsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: number;
  sent_at: number | null;
  error: string | null;
}

export interface SigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: string;
  public_jwk: string;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}

/** OpenID Connect sign-ins in flight: kept in the database so any server copy can finish them. */
export interface OAuthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  opener_origin: string;
  created_at: number;
  expires_at: number;
}

export interface CoursesTable {
  id: string;
  slug: string;
  title: string;
  thumbnail: string | null;
  summary: string;
  /** Markdown; sanitised when rendered. */
  description: string;
  category: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  duration_minutes: number;
  price_cents: number;
  currency: string;
  status: 'draft' | 'published' | 'archived';
  lock_lessons_in_order: Flag;
  created_at: number;
  updated_at: number;
}

export interface CourseModulesTable {
  id: string;
  course_id: string;
  title: string;
  position: number;
}

export interface LessonsTable {
  id: string;
  course_id: string;
  module_id: string;
  title: string;
  kind: 'text' | 'video' | 'file' | 'quiz';
  position: number;
  duration_minutes: number | null;
  /** Kind-specific content, JSON text. */
  content: string;
}

export interface EnrollmentsTable {
  id: string;
  user_id: string;
  course_id: string;
  progress: number;
  completed: Flag;
  created_at: number;
  updated_at: number;
  // Added by 003-learning (all optional on insert, so older code and fixtures keep working):
  /** How the learner got in: a free course, a paid order, or an administrator. */
  source: Generated<'free' | 'order' | 'admin'>;
  order_id: string | null;
  /** Set when access ends (a refund); the row and its progress stay, and enrolling again reopens it. */
  ended_at: number | null;
  end_reason: string | null;
  /** Resume point: the lesson last opened, and when by the learner's clock (the newest report wins). */
  last_lesson_id: string | null;
  last_lesson_at: number | null;
  /** Server time of the last progress event or quiz attempt, for "most recently active first". */
  last_activity_at: number | null;
}

/** Uploaded files; the bytes live on disk under the data directory at `path`. */
export interface FilesTable {
  path: string;
  /** The uploader of a profile picture; null for course media, which belong to their course (migration 007). */
  owner_uid: string | null;
  content_type: string;
  size: number;
  created_at: number;
  /** Unguessable secret in the download URL; a replaced file gets a new one, so old URLs stop working. */
  download_token: string;
}

/** Payments: a coupon. Percent coupons store basis points (12.5 % is 1250); fixed ones minor units of currency. */
export interface CouponsTable {
  id: string;
  /** Capitals; unique, so codes are unique in any letter case. */
  code: string;
  kind: 'percent' | 'fixed';
  percent_off_bp: number | null;
  amount_off_cents: number | null;
  currency: string | null;
  valid_from: number | null;
  /** Exclusive. */
  valid_until: number | null;
  max_redemptions: number | null;
  max_redemptions_per_student: number | null;
  active: Flag;
  /** Reserved plus redeemed uses; raised only by a conditional UPDATE that enforces max_redemptions. */
  redemption_count: number;
  created_at: number;
  updated_at: number;
}

/** Payments: the courses a coupon is limited to; none means every course. */
export interface CouponCoursesTable {
  coupon_id: string;
  course_id: string;
}

export type OrderStatusColumn = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** Payments: one purchase of one course; amounts in minor units, total = list price - discount. */
export interface OrdersTable {
  id: string;
  user_id: string | null;
  course_id: string;
  status: OrderStatusColumn;
  list_price_cents: number;
  discount_cents: number;
  total_cents: number;
  currency: string;
  coupon_id: string | null;
  /** The code as it was when the order was placed. */
  coupon_code: string | null;
  provider: 'none' | 'sandbox' | 'stripe';
  /** Stripe Checkout Session id, or the sandbox payment id. */
  provider_reference: string | null;
  /** Stripe PaymentIntent id (what a refund needs). */
  provider_payment_id: string | null;
  /** Where the student pays; kept so a second click on "pay" reopens the same page. */
  checkout_url: string | null;
  refund_reference: string | null;
  status_reason: string | null;
  created_at: number;
  updated_at: number;
  /** A pending order not paid by then is cancelled and its coupon use released. */
  expires_at: number | null;
  paid_at: number | null;
  failed_at: number | null;
  cancelled_at: number | null;
  refunded_at: number | null;
}

/** Payments: a coupon use by an order; reserved at checkout, redeemed on payment, released if never paid. */
export interface CouponRedemptionsTable {
  id: string;
  coupon_id: string;
  order_id: string;
  user_id: string | null;
  status: 'reserved' | 'redeemed' | 'released';
  created_at: number;
  updated_at: number;
}

/** Learning: one learner's state in one lesson. Every column only ever moves forward (see src/learning/). */
export interface LessonProgressTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  viewed_at: number | null;
  file_opened_at: number | null;
  /** Highest reported share of the video played, 0-100. */
  watched_percent: number;
  position_seconds: number | null;
  /** Learner's clock of the report that set position_seconds. */
  position_at: number | null;
  quiz_passed_at: number | null;
  completed_at: number | null;
  updated_at: number;
}

/** Learning: progress events already applied, by the client's eventId, so a resent event counts once. */
export interface ProgressEventsTable {
  user_id: string;
  event_id: string;
  course_id: string;
  lesson_id: string;
  kind: 'viewed' | 'video-progress' | 'file-opened';
  client_at: number;
  received_at: number;
}

/** Learning: every quiz attempt with its answers (JSON text) and score. */
export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  course_id: string;
  lesson_id: string;
  answers: string;
  score_percent: number;
  passed: Flag;
  submitted_at: number;
}

/** Learning: the dashboard's recent activity. */
export interface LearningActivityTable {
  id: string;
  user_id: string;
  course_id: string;
  /** No foreign key: the entry outlives a removed lesson. */
  lesson_id: string | null;
  kind: 'enrolled' | 'lesson-completed' | 'quiz-attempted' | 'course-completed';
  score_percent: number | null;
  passed: Flag | null;
  occurred_at: number;
}

/** Action plans: a course's ordered steps. */
export interface ActionPlanStepsTable {
  id: string;
  course_id: string;
  position: number;
  title: string;
  body: string; // Markdown
  checklist: string; // JSON array of {id, text}
  due_offset_days: number | null;
  created_at: number;
  updated_at: number;
}

/** Action plans: one student's own state in one step. */
export interface ActionPlanStepStatesTable {
  user_id: string;
  step_id: string;
  course_id: string;
  state: 'not-started' | 'in-progress' | 'done';
  checked_item_ids: string; // JSON array of checklist item ids
  note: string;
  started_at: number | null;
  completed_at: number | null;
  updated_at: number;
}

/** Embedding: origins an administrator allowed to frame action-plan steps (LMS_EMBED_ORIGINS adds more). */
export interface EmbedOriginsTable {
  origin: string;
  created_by: string | null;
  created_at: number;
}

/** Embedding: API keys of embedding sites' back ends, stored as SHA-256. */
export interface EmbedApiKeysTable {
  id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  origins: string; // JSON array
  created_by: string | null;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** Embedding: one-time tokens (launch tokens from API keys, cmi5 fetch codes), stored as SHA-256. */
export interface LaunchTokensTable {
  token_hash: string;
  kind: 'launch' | 'fetch';
  api_key_id: string | null;
  user_id: string;
  step_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  session_family_id: string | null;
}

/** One row (id 1): raised by trigger on every change to courses, course_modules or lessons (migration 009). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

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
