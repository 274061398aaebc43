// Part 5, the backup taken under load: `lms backup FILE` runs while the soak's load goes on (SQLite's online backup
// through a second connection), then `lms restore FILE` puts it into a new data directory, a server starts on it, and
// it must answer as the site did: a student signs in with a password, reads the catalogue and their progress, and the
// progress written before the backup began is there.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { callOk } from '../harness/http';
import { signIn } from '../harness/accounts';
import { createSite, type Site } from '../harness/sites';
import type { PartContext } from '../harness/part';

export interface BackupRun {
  file: string;
  code: number;
  output: string;
  seconds: number;
  /** When it began, ms into the soak: progress acknowledged before then must be in the copy. */
  startedAtMs: number;
}

/** `lms backup FILE` as a child process (the soak's load keeps running in this one). */
export function takeBackup(site: Site, context: PartContext, soakStartedAt: number): Promise<BackupRun> {
  const file = join(context.workDir, 'under-load.sqlite');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(context.repoRoot, 'packages/lms-server/dist/cli.js'), 'backup', file],
    { env: { ...process.env, ...site.env() }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({
        file,
        code: code ?? 1,
        output: output.trim(),
        seconds: (performance.now() - started) / 1000,
        startedAtMs: started - soakStartedAt,
      }),
    );
  });
}

export async function checkRestore(
  context: PartContext,
  backup: BackupRun,
  student: { email: string },
  progressWrittenBefore: string[],
): Promise<{ pass: boolean; figures: string; failures: string[] }> {
  const failures: string[] = [];
  if (backup.code !== 0) {
    return {
      pass: false,
      figures: 'lms backup failed',
      failures: [`lms backup exited ${backup.code}: ${backup.output}`],
    };
  }
  const target = await createSite({
    repoRoot: context.repoRoot,
    workDir: context.workDir,
    postgresAdminUrl: context.settings.postgresAdminUrl,
    name: 'restored',
    dialect: 'sqlite',
  });
  try {
    const restored = target.cli(['restore', backup.file]);
    if (restored.code !== 0) throw new Error(`lms restore exited ${restored.code}: ${restored.output}`);
    const server = await target.start({ label: 'restored' });
    let found = 0;
    try {
      const session = await signIn(server.url, student.email);
      const page = await callOk<{ items: { id: string }[]; total?: number }>(
        server.url,
        'listCourses',
        { page: 1 },
        { idToken: session.idToken },
      );
      if (page.items.length === 0) failures.push('the restored catalogue is empty');
      const items = await callOk<{ course_id: string }[]>(
        server.url,
        'listMyEnrollments',
        {},
        { idToken: session.idToken },
      );
      const first = items[0];
      if (first === undefined) failures.push('the restored student has no enrolment');
      else
        await callOk(
          server.url,
          'getCourseContent',
          { courseId: first.course_id },
          { idToken: session.idToken },
        );
      for (let i = 0; i < progressWrittenBefore.length; i += 400) {
        const chunk = progressWrittenBefore.slice(i, i + 400);
        const rows = await target.query<{ id: string }>(
          `select event_id as id from progress_events where event_id in (${chunk.map(() => '?').join(', ')})`,
          chunk,
        );
        found += rows.length;
      }
      if (found !== progressWrittenBefore.length)
        failures.push(
          `${progressWrittenBefore.length - found} of ${progressWrittenBefore.length} progress events acknowledged before the backup began are not in it`,
        );
    } finally {
      await server.stop();
    }
    return {
      pass: failures.length === 0,
      figures:
        `lms backup under load took ${backup.seconds.toFixed(1)} s (${backup.output.split('\n').at(-1)}); ` +
        `restored into a new data directory, a server started on it: password sign-in, catalogue, enrolments and ` +
        `course progress answered; ${found} of ${progressWrittenBefore.length} progress events acknowledged before ` +
        `the backup began are in it`,
      failures,
    };
  } finally {
    await target.drop();
  }
}
