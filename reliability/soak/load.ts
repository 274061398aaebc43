// The soak's load: a fixed number of connections, each a loop sending one request after another (closed loop, as
// autocannon does), each request drawn from a realistic mix of what the app sends: the catalogue, a course's detail
// and content, progress writes, "my enrolments", and the refresh of a session (never two refreshes of one session at
// once, as the client's cross-tab lock ensures). Every non-2xx answer and every request without an answer counts
// as an error.
import { call, type Answer } from '../harness/http';
import { applyRefresh, refresh, type DemoCatalogue, type Session } from '../harness/accounts';
import { prng } from '../fuzz/inputs';

export const MIX = [
  { kind: 'catalogue', weight: 35 },
  { kind: 'course-detail', weight: 20 },
  { kind: 'course-content', weight: 10 },
  { kind: 'progress-write', weight: 25 },
  { kind: 'my-enrolments', weight: 5 },
  { kind: 'refresh', weight: 5 },
] as const;
export type MixKind = (typeof MIX)[number]['kind'];

export interface KindTally {
  requests: number;
  errors: number;
  latencies: number[];
}

export interface LoadTally {
  byKind: Record<MixKind, KindTally>;
  firstErrors: string[];
  /** Acknowledged progress events, in order: the backup check looks for the ones before it began. */
  progressAcks: { eventId: string; atMs: number }[];
}

const SORTS = ['newest', 'title', 'price-asc', 'price-desc'];

export interface SharedSession {
  session: Session;
  refreshing: boolean;
}

export function newTally(): LoadTally {
  const byKind = Object.fromEntries(
    MIX.map(({ kind }): [MixKind, KindTally] => [kind, { requests: 0, errors: 0, latencies: [] }]),
  ) as LoadTally['byKind'];
  return { byKind, firstErrors: [], progressAcks: [] };
}

function pickKind(random: () => number): MixKind {
  const total = MIX.reduce((sum, item) => sum + item.weight, 0);
  let roll = random() * total;
  for (const item of MIX) {
    roll -= item.weight;
    if (roll < 0) return item.kind;
  }
  return 'catalogue';
}

export async function runConnection(options: {
  base: () => string;
  connection: number;
  seed: number;
  sessions: SharedSession[];
  catalogue: DemoCatalogue;
  courseIds: string[];
  tally: LoadTally;
  startedAt: number;
  stopped: () => boolean;
}): Promise<void> {
  const random = prng(options.seed + options.connection);
  const { tally, catalogue } = options;
  let n = 0;
  while (!options.stopped()) {
    n += 1;
    const shared = options.sessions[Math.floor(random() * options.sessions.length)] as SharedSession;
    let kind = pickKind(random);
    if (kind === 'refresh' && shared.refreshing) kind = 'catalogue';
    const auth = { idToken: shared.session.idToken };
    const base = options.base();
    const free = catalogue.free[Math.floor(random() * catalogue.free.length)];
    const courseId = options.courseIds[Math.floor(random() * options.courseIds.length)] ?? '';
    let answer: Answer;
    let ok: boolean;
    switch (kind) {
      case 'catalogue':
        answer = await call(
          base,
          'listCourses',
          { page: 1 + (n % 2), pageSize: 6, sort: SORTS[n % 4] },
          auth,
        );
        ok = answer.status === 200;
        break;
      case 'course-detail':
        answer = await call(base, 'getCourse', { id: courseId }, auth);
        ok = answer.status === 200;
        break;
      case 'course-content':
        answer = await call(base, 'getCourseContent', { courseId: free?.id }, auth);
        ok = answer.status === 200;
        break;
      case 'progress-write': {
        const eventId = `soak-${options.connection}-${n}`;
        answer = await call(
          base,
          'recordLessonProgress',
          {
            courseId: free?.id,
            lessonId: free?.lessonIds[0],
            eventId,
            clientTimestamp: new Date().toISOString(),
            event: 'viewed',
          },
          auth,
        );
        ok = answer.status === 200;
        if (ok) tally.progressAcks.push({ eventId, atMs: performance.now() - options.startedAt });
        break;
      }
      case 'my-enrolments':
        answer = await call(base, 'listMyEnrollments', {}, auth);
        ok = answer.status === 200;
        break;
      case 'refresh':
        shared.refreshing = true;
        try {
          answer = await refresh(base, shared.session.refreshToken);
          ok = applyRefresh(shared.session, answer);
        } finally {
          shared.refreshing = false;
        }
        break;
    }
    const kindTally = tally.byKind[kind];
    kindTally.requests += 1;
    kindTally.latencies.push(answer.ms);
    if (!ok) {
      kindTally.errors += 1;
      if (tally.firstErrors.length < 10)
        tally.firstErrors.push(
          `${kind}: ${answer.status} ${answer.networkError ?? answer.text.slice(0, 200)}`,
        );
    }
  }
}
