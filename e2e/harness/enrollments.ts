// Gives a test account an enrolment with progress, written straight into the server's database, so the guard
// tests (rule 4) do not depend on any course's lessons. The learning-loop spec earns progress through the UI instead.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { e2eDataDir } from './e2e-environment';

export function enrolWithProgress(email: string, progress: number): void {
  const db = new Database(join(e2eDataDir(), 'lms.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select uid from users where email = ?').get(email.toLowerCase()) as
      { uid: string } | undefined;
    const course = db
      .prepare("select id from courses where status = 'published' order by created_at limit 1")
      .get() as { id: string } | undefined;
    if (!user || !course) throw new Error(`No user ${email} or no published course to enrol in`);
    const now = Date.now();
    db.prepare(
      `insert into enrollments (id, user_id, course_id, progress, completed, created_at, updated_at)
       values (?, ?, ?, ?, 0, ?, ?)`,
    ).run(randomUUID(), user.uid, course.id, progress, now, now);
  } finally {
    db.close();
  }
}
