// Part 4, the soak: RELIABILITY_SOAK_MINUTES (10) at RELIABILITY_SOAK_CONNECTIONS (200) over the app's mix of
// requests on the embedded database, the server's RSS and V8 heap sampled every 2 s. Passes with no error at all and
// memory flat: the last quarter's RSS peak and heap floor at most RELIABILITY_MEMORY_TOLERANCE (15 %) above the second
// quarter's (memory.ts says why those figures). Part 5 runs inside it: `lms backup` at 40 % of the run, restored and checked after.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callOk } from '../harness/http';
import { enrolInFreeCourses, readCatalogue, signIn, signUpStudents } from '../harness/accounts';
import { GENEROUS_AUTH_LIMITS, createSite } from '../harness/sites';
import { count, sleep, type PartContext, type PartResult } from '../harness/part';
import { checkRestore, takeBackup, type BackupRun } from './backup-check';
import { MIX, newTally, runConnection, type SharedSession } from './load';
import { MEMORY_PARTS, flatness, median, mib, sampleMemory, type MemorySample } from './memory';

const STUDENTS = 50;
const SAMPLE_EVERY_MS = 2_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

export async function runSoak(context: PartContext): Promise<Omit<PartResult, 'seconds'>[]> {
  const { settings } = context;
  const site = await createSite({
    repoRoot: context.repoRoot,
    workDir: context.workDir,
    postgresAdminUrl: settings.postgresAdminUrl,
    name: 'soak',
    dialect: 'sqlite',
    authRateLimits: GENEROUS_AUTH_LIMITS,
  });
  const server = await site.start({ label: 'soak' });
  let backupRun: Promise<BackupRun> | null = null;
  let serverStopped = false;
  try {
    const students = await signUpStudents(server.url, 'soak', STUDENTS);
    const catalogue = await readCatalogue(server.url, students[0] as (typeof students)[0]);
    await Promise.all(students.slice(1).map((student) => enrolInFreeCourses(server.url, student, catalogue)));
    const page = await callOk<{ items: { id: string }[] }>(
      server.url,
      'listCourses',
      { pageSize: 50 },
      { idToken: students[0]?.idToken ?? '' },
    );
    // Every student in one or two sessions of their own (two tabs share one).
    const sessions: SharedSession[] = [];
    for (const student of students) sessions.push({ session: student, refreshing: false });
    for (const student of students.slice(0, STUDENTS / 2))
      sessions.push({ session: await signIn(server.url, student.email), refreshing: false });

    const runMs = settings.soakMinutes * 60_000;
    const tally = newTally();
    const samples: MemorySample[] = [];
    let stop = false;
    const startedAt = performance.now();
    context.log(`  soak: ${settings.soakConnections} connections for ${settings.soakMinutes} min`);
    const connections = Array.from({ length: settings.soakConnections }, (_, connection) =>
      runConnection({
        base: () => server.url,
        connection,
        seed: settings.seed,
        sessions,
        catalogue,
        courseIds: page.items.map((course) => course.id),
        tally,
        startedAt,
        stopped: () => stop,
      }),
    );
    let backupStartedAtMs = Number.POSITIVE_INFINITY;
    while (performance.now() - startedAt < runMs) {
      samples.push(await sampleMemory(server.url, server.pid, startedAt));
      if (backupRun === null && performance.now() - startedAt >= runMs * 0.4) {
        backupStartedAtMs = performance.now() - startedAt;
        backupRun = takeBackup(site, context, startedAt);
        context.log(`  soak: lms backup started at ${(backupStartedAtMs / 1000).toFixed(0)} s`);
      }
      const elapsed = performance.now() - startedAt;
      if (Math.floor(elapsed / 60_000) !== Math.floor((elapsed - SAMPLE_EVERY_MS) / 60_000)) {
        const requests = MIX.reduce((sum, { kind }) => sum + tally.byKind[kind].requests, 0);
        context.log(`  soak: ${(elapsed / 60_000).toFixed(1)} min, ${count(requests)} requests`);
      }
      await sleep(SAMPLE_EVERY_MS);
    }
    stop = true;
    await Promise.all(connections);
    const seconds = (performance.now() - startedAt) / 1000;
    const backup = await (backupRun ?? takeBackup(site, context, startedAt));
    await server.stop();
    serverStopped = true;

    // Kept beside the servers' logs, to see the curve behind the quarters' figures.
    writeFileSync(join(context.workDir, 'soak-memory.json'), JSON.stringify(samples));
    const requests = MIX.reduce((sum, { kind }) => sum + tally.byKind[kind].requests, 0);
    const errors = MIX.reduce((sum, { kind }) => sum + tally.byKind[kind].errors, 0);
    const all = MIX.flatMap(({ kind }) => tally.byKind[kind].latencies);
    const rss = flatness(
      samples.map((s) => ({ atMs: s.atMs, value: s.rssBytes })),
      runMs,
      settings.memoryTolerance,
      'peak',
    );
    const heapSamples = samples.filter((s) => s.heapUsedBytes !== null);
    const heap = flatness(
      heapSamples.map((s) => ({ atMs: s.atMs, value: s.heapUsedBytes ?? 0 })),
      runMs,
      settings.memoryTolerance,
      'floor',
    );
    // Each part of RSS by its peak in the same quarters: where a rise of RSS is.
    const parts = MEMORY_PARTS.map((part) => {
      const figure = flatness(
        samples.flatMap((s) => (s.parts[part] === null ? [] : [{ atMs: s.atMs, value: s.parts[part] }])),
        runMs,
        settings.memoryTolerance,
        'peak',
      );
      return `${part.replace(/Bytes$/, '')} ${mib(figure.secondQuarter)} -> ${mib(figure.lastQuarter)}`;
    }).join(', ');
    const failures = [...tally.firstErrors.map((line) => `error: ${line}`)];
    if (!rss.flat) failures.push(`RSS not flat: peak ${mib(rss.secondQuarter)} -> ${mib(rss.lastQuarter)}`);
    if (!heap.flat)
      failures.push(`heap not flat: floor ${mib(heap.secondQuarter)} -> ${mib(heap.lastQuarter)}`);
    const perKind = MIX.map(({ kind }) => {
      const k = tally.byKind[kind];
      return `${kind} ${count(k.requests)} (p99 ${percentile(k.latencies, 99).toFixed(0)} ms)`;
    }).join(', ');
    const pct = (change: number) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`;
    const soak: Omit<PartResult, 'seconds'> = {
      part: 'soak',
      pass: errors === 0 && rss.flat && heap.flat,
      figures:
        `${settings.soakMinutes} min at ${settings.soakConnections} connections: ${count(requests)} requests ` +
        `(${(requests / seconds).toFixed(0)}/s; p50 ${median(all).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms), ` +
        `${errors} errors; ${perKind}; RSS peak ${mib(rss.secondQuarter)} -> ${mib(rss.lastQuarter)} ` +
        `(${pct(rss.change)}), heap floor ${mib(heap.secondQuarter)} -> ${mib(heap.lastQuarter)} ` +
        `(${pct(heap.change)}), peak RSS ${mib(Math.max(...samples.map((s) => s.rssBytes)))} (peaks by part: ${parts}); ` +
        `${samples.length} samples, tolerance ${(settings.memoryTolerance * 100).toFixed(0)} %`,
      failures,
    };
    const before = tally.progressAcks.filter((ack) => ack.atMs < backupStartedAtMs).map((ack) => ack.eventId);
    const restore = await checkRestore(context, backup, students[0] as (typeof students)[0], before);
    return [soak, { part: 'backup', ...restore }];
  } finally {
    if (!serverStopped) await server.stop();
    if (backupRun !== null) await backupRun;
    await site.drop();
  }
}
