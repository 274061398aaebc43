// Part 3, two server copies on one PostgreSQL behind a round-robin proxy, one killed with SIGKILL half-way:
// - sessions: students refresh their tokens and call the API through the proxy the whole time; a refresh whose answer
//   was lost (502: the copy died) is retried with the same token, as the app's client does. No session may be lost.
// - orders: each Stripe "checkout completed" webhook is delivered to both copies at once, then again through the
//   proxy after the kill; exactly one delivery may apply it, and each order gives one enrolment.
// - rate limits: wrong passwords for one account alternate between the copies; the limit holds across both.
import Stripe from 'stripe';
import { startFakeStripeApi } from '../../packages/lms-server/test/payments/fake-stripe-api';
import { AUTH_ENDPOINTS } from '@lms/core';
import { authPost, call, callOk, send } from '../harness/http';
import { applyRefresh, refresh, signUp, signUpStudents, type Session } from '../harness/accounts';
import { GENEROUS_AUTH_LIMITS, PASSWORD, createSite, freePort, killHard } from '../harness/sites';
import { count, sleep, type PartContext, type PartResult } from '../harness/part';
import { startProxy } from './proxy';

const WEBHOOK_SECRET = 'whsec_reliability_suite';
/** The endpoint Stripe is configured with (docs/payments.md); the server's module would bring the whole server. */
const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
const signer = new Stripe('sk_test_reliability_signer');
/** lms-domain's default signInPerEmailFromIp: wrong passwords for one account from one address. */
const SIGN_IN_LIMIT = 10;

interface SessionTally {
  refreshes: number;
  calls: number;
  retried: number;
  lost: string[];
}

/** One student's session for the whole run: refresh, then a call with the new ID token, again and again. */
async function keepSessionAlive(base: string, session: Session, tally: SessionTally, stopped: () => boolean) {
  while (!stopped()) {
    let answer = await refresh(base, session.refreshToken);
    // No answer, or the proxy's 502: the copy died with the request. Retry the same token, as the client does.
    for (let retry = 0; retry < 20 && (answer.status === 0 || answer.status === 502); retry += 1) {
      tally.retried += 1;
      await sleep(100);
      answer = await refresh(base, session.refreshToken);
    }
    tally.refreshes += 1;
    if (!applyRefresh(session, answer)) {
      tally.lost.push(`${session.email}: refresh answered ${answer.status} ${answer.text.slice(0, 160)}`);
      return;
    }
    let result = await call(base, 'listMyEnrollments', {}, { idToken: session.idToken });
    for (let retry = 0; retry < 20 && (result.status === 0 || result.status === 502); retry += 1) {
      tally.retried += 1;
      await sleep(100);
      result = await call(base, 'listMyEnrollments', {}, { idToken: session.idToken });
    }
    tally.calls += 1;
    if (result.status !== 200) {
      tally.lost.push(
        `${session.email}: listMyEnrollments answered ${result.status} ${result.text.slice(0, 160)}`,
      );
      return;
    }
    await sleep(50);
  }
}

interface OrderRecord {
  id: string;
  user_id: string;
  course_id: string;
  total_cents: number;
  currency: string;
  provider_reference: string | null;
}

function completedEvent(order: OrderRecord, delivery: string): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${order.id}_${delivery}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.provider_reference,
        object: 'checkout.session',
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_status: 'paid',
        amount_total: order.total_cents,
        currency: order.currency.toLowerCase(),
        payment_intent: `pi_${order.id}`,
      },
    },
  });
  return {
    payload,
    signature: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  };
}

async function deliver(base: string, order: OrderRecord, delivery: string): Promise<string> {
  const event = completedEvent(order, delivery);
  const answer = await send(base + STRIPE_WEBHOOK_PATH, {
    body: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  return String((answer.json as { outcome?: string } | undefined)?.outcome);
}

export async function runCluster(context: PartContext): Promise<Omit<PartResult, 'part' | 'seconds'>> {
  const { settings } = context;
  const stripeApi = await startFakeStripeApi();
  const site = await createSite({
    repoRoot: context.repoRoot,
    workDir: context.workDir,
    postgresAdminUrl: settings.postgresAdminUrl,
    name: 'cluster',
    dialect: 'postgres',
    authRateLimits: GENEROUS_AUTH_LIMITS,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_reliability',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    },
  });
  const ports = [await freePort(), await freePort()];
  const proxy = await startProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  // Both copies issue and check ID tokens for the address people use: the proxy's.
  site.publicUrl = proxy.url;
  const copies = [await site.start({ port: ports[0], label: 'copy-a' })];
  copies.push(await site.start({ port: ports[1], label: 'copy-b' }));
  const [copyA, copyB] = copies as [(typeof copies)[0], (typeof copies)[0]];
  const failures: string[] = [];
  try {
    // Rate limits: wrong passwords for one account, alternating between the copies.
    const target = await signUp(proxy.url, 'limit-target@reliability.example.com');
    const limitAnswers: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT * 2; i += 1) {
      const answer = await authPost(proxy.url, AUTH_ENDPOINTS.signInWithPassword, {
        email: target.email,
        password: `${PASSWORD}-wrong`,
      });
      limitAnswers.push(answer.status);
    }
    const allowed = limitAnswers.filter((status) => status !== 429).length;
    if (allowed !== SIGN_IN_LIMIT)
      failures.push(
        `rate limit: ${allowed} wrong passwords were checked before the refusals, not ${SIGN_IN_LIMIT} ` +
          `(answers ${limitAnswers.join(' ')})`,
      );

    // Orders waiting for Stripe's confirmation.
    const buyers = await signUpStudents(proxy.url, 'cluster-buyer', settings.clusterOrders);
    const courses = await callOk<{ items: { id: string; priceCents: number }[] }>(
      proxy.url,
      'listCourses',
      { pageSize: 50 },
      { idToken: buyers[0]?.idToken ?? '' },
    );
    const paidCourse = courses.items.find((course) => course.priceCents > 0);
    if (paidCourse === undefined) throw new Error('No paid demo course');
    const orderIds: string[] = [];
    for (const buyer of buyers) {
      const start = await callOk<{ orderId: string }>(
        proxy.url,
        'startCheckout',
        { courseId: paidCourse.id },
        { idToken: buyer.idToken },
      );
      orderIds.push(start.orderId);
    }
    const orders = await site.query<OrderRecord>(
      `select id, user_id, course_id, total_cents, currency, provider_reference from orders where id in (${orderIds
        .map(() => '?')
        .join(', ')})`,
      orderIds,
    );

    // Sessions kept alive through the proxy while one copy dies.
    const students = await signUpStudents(proxy.url, 'cluster-student', settings.clusterSessions);
    const tally: SessionTally = { refreshes: 0, calls: 0, retried: 0, lost: [] };
    let stop = false;
    const loops = students.map((student) => keepSessionAlive(proxy.url, student, tally, () => stop));
    const quarter = (settings.clusterSeconds * 1000) / 4;
    await sleep(quarter);
    // Every order's webhook to both copies at the same moment.
    const outcomes = new Map<string, string[]>(orders.map((order) => [order.id, []]));
    await Promise.all(
      orders.flatMap((order) =>
        [copyA.url, copyB.url].map(async (base, i) =>
          outcomes.get(order.id)?.push(await deliver(base, order, `both-${i}`)),
        ),
      ),
    );
    await sleep(quarter);
    await killHard(copyA);
    context.log(`  cluster: copy A killed; ${count(tally.refreshes)} refreshes so far`);
    await sleep(quarter);
    // Stripe retries: the same event again, through the proxy (only copy B is left).
    await Promise.all(
      orders.map(async (order) => outcomes.get(order.id)?.push(await deliver(proxy.url, order, 'retry'))),
    );
    await sleep(quarter);
    stop = true;
    await Promise.all(loops);
    for (const lost of tally.lost.slice(0, 10)) failures.push(`session lost: ${lost}`);

    // Every session still works after the run.
    let working = 0;
    for (const student of students) {
      if (tally.lost.some((line) => line.startsWith(`${student.email}:`))) continue;
      const answer = await refresh(proxy.url, student.refreshToken);
      if (applyRefresh(student, answer)) {
        const check = await call(proxy.url, 'listMyEnrollments', {}, { idToken: student.idToken });
        if (check.status === 200) working += 1;
        else failures.push(`${student.email}: after the run a call answered ${check.status}`);
      } else failures.push(`${student.email}: after the run the refresh answered ${answer.status}`);
    }

    // Each order applied once, by exactly one delivery, with one enrolment.
    let applied = 0;
    for (const order of orders) {
      const answers = outcomes.get(order.id) ?? [];
      const times = answers.filter((outcome) => outcome === 'applied').length;
      applied += times;
      if (times !== 1 || answers.some((outcome) => outcome.startsWith('HTTP')))
        failures.push(`order ${order.id}: webhook outcomes ${answers.join(', ')} (one "applied" expected)`);
      const rows = await site.query<{ n: string | number }>(
        'select count(*) as n from enrollments where user_id = ? and course_id = ?',
        [order.user_id, order.course_id],
      );
      if (Number(rows[0]?.n) !== 1) failures.push(`order ${order.id}: ${String(rows[0]?.n)} enrolments`);
    }
    const paid = await site.query<{ n: string | number }>(
      `select count(*) as n from orders where status = 'paid' and id in (${orderIds.map(() => '?').join(', ')})`,
      orderIds,
    );
    if (Number(paid[0]?.n) !== orders.length)
      failures.push(`${String(paid[0]?.n)} of ${orders.length} orders paid`);

    return {
      pass: failures.length === 0,
      figures:
        `${students.length} sessions through the proxy for ${settings.clusterSeconds} s, copy A killed half-way: ` +
        `${count(tally.refreshes)} refreshes and ${count(tally.calls)} calls (${count(proxy.answeredBy[0] ?? 0)} ` +
        `answered by A, ${count(proxy.answeredBy[1] ?? 0)} by B, ${proxy.cut} cut by the kill and retried), ` +
        `${tally.lost.length} sessions lost, ${working}/${students.length} working after; ${orders.length} orders, ` +
        `each webhook delivered ${outcomes.get(orders[0]?.id ?? '')?.length ?? 0} times: ${applied} applied; ` +
        `rate limit: ${allowed} of ${limitAnswers.length} wrong passwords checked across both copies (limit ${SIGN_IN_LIMIT})`,
      failures,
    };
  } finally {
    for (const copy of copies) await copy.stop();
    await proxy.close();
    await stripeApi.close();
    await site.drop();
  }
}
