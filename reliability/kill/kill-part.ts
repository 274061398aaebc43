// Part 2, SIGKILL during concurrent writes: students write every kind of acknowledged write at once, the server is
// killed with SIGKILL mid-run and started again on the same data, and again; then every acknowledged write is looked
// up in the database. Runs on the embedded SQLite database (group commit: an answer only after the batch's COMMIT)
// and on PostgreSQL.
import { callOk } from '../harness/http';
import { enrolInFreeCourses, readCatalogue, signInAdmin, signUpStudents } from '../harness/accounts';
import { GENEROUS_AUTH_LIMITS, createSite, killHard, type Dialect, type Site } from '../harness/sites';
import { count, sleep, type PartContext, type PartResult } from '../harness/part';
import { ACK_KINDS, runWriter, type Ack, type AckKind } from './writers';

const SURVEYS = 40;

/** Which acknowledged writes the database does not hold. */
async function missingWrites(site: Site, acks: Ack[]): Promise<Ack[]> {
  const found = new Set<string>();
  const lookups: Record<AckKind, string> = {
    progress: 'select event_id as id from progress_events where event_id in',
    survey: 'select submission_id as id from survey_completions where submission_id in',
    order: 'select id from orders where id in',
    'order-paid': `select id from orders where status = 'paid' and id in`,
    support: 'select id from support_requests where id in',
  };
  for (const kind of ACK_KINDS) {
    const ids = acks.filter((ack) => ack.kind === kind).map((ack) => ack.id);
    for (let i = 0; i < ids.length; i += 400) {
      const chunk = ids.slice(i, i + 400);
      const rows = await site.query<{ id: string }>(
        `${lookups[kind]} (${chunk.map(() => '?').join(', ')})`,
        chunk,
      );
      for (const row of rows) found.add(`${kind}:${row.id}`);
    }
  }
  return acks.filter((ack) => !found.has(`${ack.kind}:${ack.id}`));
}

async function killRun(
  context: PartContext,
  dialect: Dialect,
): Promise<{ figures: string; failures: string[] }> {
  const { settings } = context;
  const site = await createSite({
    repoRoot: context.repoRoot,
    workDir: context.workDir,
    postgresAdminUrl: settings.postgresAdminUrl,
    name: `kill_${dialect}`,
    dialect,
    authRateLimits: GENEROUS_AUTH_LIMITS,
  });
  let server = await site.start({ label: 'kill-0' });
  const failures: string[] = [];
  const acks: Ack[] = [];
  let attempts = 0;
  let refused = 0;
  let writeSeconds = 0;
  try {
    const admin = await signInAdmin(server.url);
    const surveyIds: string[] = [];
    for (let i = 0; i < SURVEYS; i += 1) {
      const survey = await callOk<{ id: string }>(
        server.url,
        'createSurvey',
        {
          title: `Reliability survey ${i}`,
          questions: [{ id: 'q1', prompt: 'What happened?', required: true, kind: 'short-text' }],
          anonymous: false,
          placement: 'standalone',
        },
        { idToken: admin.idToken },
      );
      surveyIds.push(survey.id);
    }
    for (let round = 1; round <= settings.killRounds; round += 1) {
      const students = await signUpStudents(server.url, `kill-${dialect}-r${round}`, settings.killWriters);
      const catalogue = await readCatalogue(server.url, students[0] ?? admin);
      await Promise.all(students.map((student) => enrolInFreeCourses(server.url, student, catalogue)));
      let stop = false;
      const current = server;
      const writers = students.map((session, writer) =>
        runWriter({
          base: () => current.url,
          round,
          writer,
          session,
          catalogue,
          surveyIds,
          acks,
          stopped: () => stop,
        }),
      );
      const started = performance.now();
      await sleep(settings.killWriteSeconds * 1000);
      const before = acks.length;
      await killHard(server);
      writeSeconds += (performance.now() - started) / 1000;
      context.log(
        `  kill ${dialect}: round ${round}, SIGKILL after ${count(before)} acknowledged writes in all`,
      );
      // Let the writers meet the dead server, then stop them; nothing they send now can be acknowledged.
      await sleep(300);
      stop = true;
      for (const result of await Promise.all(writers)) {
        attempts += result.attempts;
        refused += result.refused;
      }
      server = await site.start({ label: `kill-${round}` });
    }
    const missing = await missingWrites(site, acks);
    for (const ack of missing.slice(0, 20))
      failures.push(`${dialect}: acknowledged ${ack.kind} ${ack.id} is missing`);
    if (missing.length > 20) failures.push(`${dialect}: ... and ${missing.length - 20} more missing`);
    if (acks.length === 0) failures.push(`${dialect}: no write was acknowledged, so nothing was tested`);
    const byKind = ACK_KINDS.map(
      (kind) => `${kind} ${count(acks.filter((ack) => ack.kind === kind).length)}`,
    );
    return {
      figures:
        `${dialect}: ${count(acks.length)} acknowledged (${byKind.join(', ')}) of ${count(attempts)} attempts ` +
        `(${count(refused)} refused) by ${settings.killWriters} writers, ${(acks.length / writeSeconds).toFixed(0)}/s, ` +
        `${settings.killRounds} SIGKILLs: ${missing.length} lost`,
      failures,
    };
  } finally {
    await server.stop();
    await site.drop();
  }
}

export async function runKill(context: PartContext): Promise<Omit<PartResult, 'part' | 'seconds'>> {
  const runs = [];
  for (const dialect of ['sqlite', 'postgres'] as const) runs.push(await killRun(context, dialect));
  const failures = runs.flatMap((run) => run.failures);
  return { pass: failures.length === 0, figures: runs.map((run) => run.figures).join('; '), failures };
}
