// Part 1, the contract fuzzed: every operation of lms-core's contract, as each role (signed out, a student, the
// administrator), with inputs made from its schema (valid, boundary, invalid) and a few broken envelopes. Passes when
// no answer is a 5xx or missing, every error body is in the catalogue's shape, and the server is still live after.
import { codeFromCanonicalStatus, isLmsErrorCode, operations, type Operation } from '@lms/core';
import { callRaw, send, type Answer } from '../harness/http';
import { readCatalogue, signInAdmin, signUp, type Session } from '../harness/accounts';
import { GENEROUS_AUTH_LIMITS, createSite } from '../harness/sites';
import { count, pool, type PartContext, type PartResult } from '../harness/part';
import { MUTATIONS, inputJsonSchema, mutate, prng, validInputs } from './inputs';

type Role = 'signed-out' | 'student' | 'admin';
const ROLES: Role[] = ['signed-out', 'student', 'admin'];
type CaseKind = 'valid' | 'boundary' | 'invalid' | 'envelope';

interface FuzzCase {
  operation: string;
  role: Role;
  kind: CaseKind;
  what: string;
  body: string;
  contentType?: string;
}

/** Why an error answer is not in the catalogue's shape, or null when it is. */
export function errorBodyProblem(answer: Answer): string | null {
  const body = answer.json as { error?: { status?: unknown; code?: unknown; message?: unknown } } | undefined;
  const error = body?.error;
  if (typeof error !== 'object' || error === null) return 'no {error} object';
  if (typeof error.code !== 'string' || !isLmsErrorCode(error.code)) return `code ${String(error.code)}`;
  if (typeof error.status !== 'string' || codeFromCanonicalStatus(error.status) === undefined)
    return `status ${String(error.status)}`;
  if (typeof error.message !== 'string' || error.message.trim() === '') return 'empty message';
  return null;
}

function casesFor(
  operation: Operation,
  role: Role,
  seed: number,
  perOperation: number,
  idPool: string[],
): FuzzCase[] {
  const schema = inputJsonSchema(operation.input);
  const valid = Math.round(perOperation * 0.4);
  const boundary = Math.round(perOperation * 0.2);
  const invalid = Math.max(0, perOperation - valid - boundary);
  const random = prng(seed);
  const make = (kind: CaseKind, what: string, data: unknown): FuzzCase => ({
    operation: operation.name,
    role,
    kind,
    what,
    body: JSON.stringify(data === undefined ? {} : { data }),
  });
  const cases: FuzzCase[] = [];
  const validValues = validInputs(schema, { seed, count: Math.max(valid, 1), idPool, boundary: false });
  for (const value of validValues.slice(0, valid)) cases.push(make('valid', 'valid', value));
  for (const value of validInputs(schema, { seed: seed + 1, count: boundary, idPool, boundary: true }))
    cases.push(make('boundary', 'boundary', value));
  for (let i = 0; i < invalid; i += 1) {
    const mutation = MUTATIONS[i % MUTATIONS.length] ?? 'null';
    const base = validValues[i % validValues.length];
    cases.push(make('invalid', mutation, mutate(base, mutation, random)));
  }
  const name = operation.name;
  cases.push(
    { operation: name, role, kind: 'envelope', what: 'not JSON', body: '{"data": {' },
    { operation: name, role, kind: 'envelope', what: 'no data', body: '{}' },
    {
      operation: name,
      role,
      kind: 'envelope',
      what: 'prototype key',
      body: '{"__proto__":{"admin":true},"data":{}}',
    },
    {
      operation: name,
      role,
      kind: 'envelope',
      what: 'form body',
      body: 'data=1',
      contentType: 'application/x-www-form-urlencoded',
    },
  );
  return cases;
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export async function runFuzz(context: PartContext): Promise<Omit<PartResult, 'part' | 'seconds'>> {
  const { settings } = context;
  const site = await createSite({
    repoRoot: context.repoRoot,
    workDir: context.workDir,
    postgresAdminUrl: settings.postgresAdminUrl,
    name: 'fuzz',
    dialect: 'sqlite',
    authRateLimits: GENEROUS_AUTH_LIMITS,
  });
  const server = await site.start({ label: 'fuzz' });
  const base = server.url;
  try {
    const sessions: Record<Role, Session | null> = {
      'signed-out': null,
      student: await signUp(base, 'fuzz-student@reliability.example.com'),
      admin: await signInAdmin(base),
    };
    const catalogue = await readCatalogue(base, sessions.student as Session);
    const idPool = [
      ...catalogue.free.flatMap((course) => [course.id, ...course.lessonIds]),
      ...catalogue.paid.map((course) => course.id),
      sessions.student?.uid ?? '',
      sessions.admin?.uid ?? '',
    ].filter((id) => id !== '');

    const list = Object.values(operations as Record<string, Operation>).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    const tally = {
      requests: 0,
      ok: 0,
      clientErrors: 0,
      serverErrors: 0,
      noAnswer: 0,
      badBodies: 0,
      renewed: 0,
    };
    const byKind: Record<CaseKind, number> = { valid: 0, boundary: 0, invalid: 0, envelope: 0 };
    const failures: string[] = [];
    const started = performance.now();
    let studentNumber = 0;
    for (const role of ROLES) {
      const cases = list.flatMap((operation) =>
        casesFor(
          operation,
          role,
          settings.seed ^ hashOf(`${operation.name}/${role}`),
          settings.fuzzCases,
          idPool,
        ),
      );
      await pool(cases, settings.fuzzConcurrency, async (fuzzCase) => {
        const session = sessions[role];
        const headers = {
          idToken: session?.idToken ?? null,
          // Many client addresses, so per-address limits (support forms, sign-ups) do not answer everything.
          clientIp: `10.${(tally.requests >> 16) & 255}.${(tally.requests >> 8) & 255}.${tally.requests & 255}`,
        };
        const answer =
          fuzzCase.contentType === undefined
            ? await callRaw(base, fuzzCase.operation, fuzzCase.body, headers)
            : await send(`${base}/api/fn/${fuzzCase.operation}`, {
                body: fuzzCase.body,
                headers: { 'content-type': fuzzCase.contentType, 'x-forwarded-for': headers.clientIp },
              });
        tally.requests += 1;
        byKind[fuzzCase.kind] += 1;
        let problem: string | null = null;
        if (answer.status === 0) {
          tally.noAnswer += 1;
          problem = `no answer (${answer.networkError ?? 'unknown'})`;
        } else if (answer.status >= 500) {
          tally.serverErrors += 1;
          problem = `HTTP ${answer.status}`;
        } else if (answer.status >= 400) {
          tally.clientErrors += 1;
          const shape = errorBodyProblem(answer);
          if (shape !== null) {
            tally.badBodies += 1;
            problem = `HTTP ${answer.status}, error body not in the catalogue's shape: ${shape}`;
          }
        } else if (
          answer.status === 200 &&
          (answer.json as { result?: unknown } | undefined)?.result !== undefined
        ) {
          tally.ok += 1;
        } else {
          problem = `HTTP ${answer.status} without a result`;
        }
        if (problem !== null && failures.length < 25) {
          failures.push(
            `${fuzzCase.operation} as ${role} (${fuzzCase.kind}: ${fuzzCase.what}): ${problem}; ` +
              `sent ${fuzzCase.body.slice(0, 200)}; answer ${answer.text.slice(0, 200)}`,
          );
        }
        // A valid call may end the caller's own session (deleting the account, a password change): sign again.
        if (answer.status === 401 && role !== 'signed-out' && tally.renewed < 50) {
          tally.renewed += 1;
          sessions[role] =
            role === 'admin'
              ? await signInAdmin(base).catch(() => session)
              : await signUp(base, `fuzz-student-${(studentNumber += 1)}@reliability.example.com`).catch(
                  () => session,
                );
        }
      });
      context.log(`  fuzz: ${role} done, ${count(tally.requests)} requests so far`);
    }
    const seconds = (performance.now() - started) / 1000;
    const live = await send(`${base}/api/health/live`);
    if (live.status !== 200) failures.push(`/api/health/live answered ${live.status} after the fuzz`);
    const pass =
      tally.serverErrors === 0 && tally.noAnswer === 0 && tally.badBodies === 0 && failures.length === 0;
    return {
      pass,
      figures:
        `${count(tally.requests)} requests over ${list.length} operations x ${ROLES.length} roles ` +
        `(valid ${count(byKind.valid)}, boundary ${count(byKind.boundary)}, invalid ${count(byKind.invalid)}, ` +
        `envelope ${count(byKind.envelope)}; seed ${settings.seed}) in ${seconds.toFixed(0)} s: ` +
        `${count(tally.ok)} answered, ${count(tally.clientErrors)} refused (4xx), ${tally.serverErrors} 5xx, ` +
        `${tally.noAnswer} unanswered, ${tally.badBodies} error bodies off the catalogue; ` +
        `${tally.renewed} sessions renewed`,
      failures,
    };
  } finally {
    await server.stop();
    await site.drop();
  }
}
