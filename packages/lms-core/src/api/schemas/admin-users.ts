import { z } from 'zod';
import { orderSchema } from './payments-order';
import { supportStatusSchema } from './support';
import { userDocumentSchema } from './user';
import { USER_LIST_SORTS, USER_STATUSES } from './user-list-options';

/** What an administrator sees of an account: the user document plus the account's state. */
export const adminUserSchema = userDocumentSchema.extend({
  /** A disabled account cannot sign in, and its sessions end at their next token refresh. */
  disabled: z.boolean(),
  emailVerified: z.boolean(),
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const userListSortSchema = z.enum(USER_LIST_SORTS);
export const userStatusSchema = z.enum(USER_STATUSES);

/** The users list's filters and order, shared by the page and the CSV export (which has no paging). */
export const userListFilterShape = {
  search: z.string().trim().max(200).optional(),
  role: z.enum(['user', 'admin']).optional(),
  status: userStatusSchema.optional(),
  sort: userListSortSchema.default('created'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

/** A CSV document of the users matching a filter (RFC 4180, UTF-8 with a byte-order mark for spreadsheet apps). */
export const userCsvExportSchema = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int().min(0),
});

/** One enrolment as the user page shows it. */
export const adminUserEnrollmentSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  progress: z.number().min(0).max(100),
  completed: z.boolean(),
  source: z.enum(['free', 'order', 'admin']),
  enrolledAt: z.string(),
  /** Set when access ended (a refund). */
  endedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type AdminUserEnrollment = z.output<typeof adminUserEnrollmentSchema>;

/** One certificate as the user page shows it. */
export const adminUserCertificateSchema = z.object({
  id: z.string(),
  number: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  revoked: z.boolean(),
});
export type AdminUserCertificate = z.output<typeof adminUserCertificateSchema>;

/** One badge award as the user page shows it (revoked awards stay on record). */
export const adminUserBadgeSchema = z.object({
  awardId: z.string(),
  badgeId: z.string(),
  badgeName: z.string(),
  awardedAt: z.string(),
  origin: z.enum(['rule', 'admin']),
  revoked: z.boolean(),
});
export type AdminUserBadge = z.output<typeof adminUserBadgeSchema>;

/** One support request the user sent while signed in, as the user page shows it. */
export const adminUserSupportRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  status: supportStatusSchema,
  createdAt: z.string(),
});
export type AdminUserSupportRequest = z.output<typeof adminUserSupportRequestSchema>;

/**
 * The user page: the account, their enrolments with progress, their orders, certificates, badges and support requests
 * (newest first; the page shows the newest of each).
 */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  enrollments: z.array(adminUserEnrollmentSchema),
  orders: z.array(orderSchema),
  /** How many orders there are in all (the page shows the newest). */
  ordersTotal: z.number().int().min(0),
  certificates: z.array(adminUserCertificateSchema),
  badges: z.array(adminUserBadgeSchema),
  supportRequests: z.array(adminUserSupportRequestSchema),
});
export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;
