// The data of the in-memory back end: what the server keeps in its database tables and file store, held in maps.
import type { Course, Enrollment } from '@lms/core';
import type { LearningData } from './learning-data';
import { createLearningData, forgetLearner } from './learning-data';
import { createActionPlanData, forgetActionPlanLearner, type ActionPlanData } from './action-plan-data';
import { createPaymentsData, type PaymentsData } from './payments-data';
import type { UserRecord } from './user-record';

export interface StoredFile {
  path: string;
  /** The uploader of a profile picture; null for course media, which belong to their course. */
  ownerUid: string | null;
  contentType: string;
  data: Blob;
  uploadedAt: number;
  /** The object URL that serves `data` in the browser, made on the first download-URL request. */
  objectUrl?: string;
}

export type MailKind = 'welcome' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN';

/** A mail the back end "sent": stories read codes from here as a person reads them from their inbox. */
export interface SentMail {
  kind: MailKind;
  to: string;
  /** The one-time code of a reset, verification or sign-in link. */
  code?: string;
  continueUrl?: string;
  sentAt: number;
}

export class MemoryDatabase {
  readonly users = new Map<string, UserRecord>();
  readonly courses = new Map<string, Course>();
  readonly enrollments: Enrollment[] = [];
  readonly files = new Map<string, StoredFile>();
  readonly outbox: SentMail[] = [];
  /** Lesson content, lesson progress, applied events, quiz attempts and activity (the learning tables). */
  readonly learning: LearningData = createLearningData();
  /** Action-plan steps and students' states in them, embedding origins and API keys. */
  readonly actionPlans: ActionPlanData = createActionPlanData();
  /** Coupons, their uses and orders (the payments tables). */
  readonly payments: PaymentsData = createPaymentsData();
  private counter = 0;

  /** Ids that never repeat within one back end, readable in a story's state (`user-3`, `refresh-7`). */
  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  userByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase();
    for (const user of this.users.values()) if (user.email === wanted) return user;
    return undefined;
  }

  adminCount(): number {
    let admins = 0;
    for (const user of this.users.values()) if (user.role === 'admin') admins += 1;
    return admins;
  }

  /** Removes an account and what hangs off it, as the server's ON DELETE CASCADE does. */
  deleteUser(uid: string): void {
    this.users.delete(uid);
    for (let index = this.enrollments.length - 1; index >= 0; index -= 1) {
      const enrollment = this.enrollments[index];
      if (enrollment?.user_id !== uid) continue;
      this.learning.trails.delete(enrollment.id);
      this.enrollments.splice(index, 1);
    }
    for (const [path, file] of this.files) if (file.ownerUid === uid) this.files.delete(path);
    forgetLearner(this.learning, uid);
    forgetActionPlanLearner(this.actionPlans, uid);
    // Orders stay for the accounts, without their buyer (the server sets user_id to null).
    for (const order of this.payments.orders.values()) if (order.userId === uid) order.userId = null;
  }
}
