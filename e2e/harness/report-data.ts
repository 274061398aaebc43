// Report figures the admin reports test can count on while other tests enrol in the demo courses at the same time:
// enrolments (and a completion) in a course of the test's own, written straight into the server's database, as a
// learner's enrolment and their 'course-completed' activity are stored.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { e2eDataDir } from './e2e-environment';

export function recordEnrolment(email: string, courseId: string, at: number, completed: boolean): void {
  const db = new Database(join(e2eDataDir(), 'lms.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select uid from users where email = ?').get(email.toLowerCase()) as
      { uid: string } | undefined;
    if (!user) throw new Error(`No user ${email}`);
    db.prepare(
      `insert into enrollments (id, user_id, course_id, progress, completed, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    ).run(randomUUID(), user.uid, courseId, completed ? 100 : 0, completed ? 1 : 0, at, at);
    if (completed) {
      db.prepare(
        `insert into learning_activity (id, user_id, course_id, lesson_id, kind, score_percent, passed, occurred_at)
         values (?, ?, ?, null, 'course-completed', null, null, ?)`,
      ).run(randomUUID(), user.uid, courseId, at);
    }
  } finally {
    db.close();
  }
}
