// Writers for the SIGKILL part: each is a student writing, in turn, every kind of write the server acknowledges
// (a progress event, survey answers, an order and its sandbox payment, a support request) and recording each write
// the server acknowledged, with the id to find it by afterwards. They run until told to stop, through a kill: an
// answer that never came is not an acknowledgement, and the writer just tries again.
import { call, send } from '../harness/http';
import type { DemoCatalogue, Session } from '../harness/accounts';
import { sleep } from '../harness/part';

export type AckKind = 'progress' | 'survey' | 'order' | 'order-paid' | 'support';
export const ACK_KINDS: AckKind[] = ['progress', 'survey', 'order', 'order-paid', 'support'];

export interface Ack {
  kind: AckKind;
  id: string;
}

export interface WriterPlan {
  base: () => string;
  round: number;
  writer: number;
  session: Session;
  catalogue: DemoCatalogue;
  surveyIds: string[];
  acks: Ack[];
  stopped: () => boolean;
}

/** The support form refuses a form sent sooner than a person could fill it in (SUPPORT_LIMITS.minimumFillMs). */
const FORM_WAIT_MS = 3_200;

interface OpenForm {
  token: string;
  openedAt: number;
}

export async function runWriter(plan: WriterPlan): Promise<{ attempts: number; refused: number }> {
  const { session, catalogue } = plan;
  const course = catalogue.free[0];
  if (course === undefined || course.lessonIds[0] === undefined)
    throw new Error('No free demo course to write to');
  const lessonId = course.lessonIds[0];
  const forms: OpenForm[] = [];
  const tag = `r${plan.round}-w${plan.writer}`;
  const auth = { idToken: session.idToken };
  let n = 0;
  let nextSurvey = 0;
  let nextCourse = 0;
  let attempts = 0;
  let refused = 0;
  const acknowledged = (status: number) => {
    attempts += 1;
    if (status >= 400) refused += 1;
    return status === 200;
  };
  while (!plan.stopped()) {
    n += 1;
    const base = plan.base();
    const eventId = `${tag}-e${n}`;
    const progress = await call(
      base,
      'recordLessonProgress',
      { courseId: course.id, lessonId, eventId, clientTimestamp: new Date().toISOString(), event: 'viewed' },
      auth,
    );
    if (acknowledged(progress.status)) plan.acks.push({ kind: 'progress', id: eventId });
    if (progress.status === 0) {
      // The server is down: wait a little rather than spin.
      await sleep(50);
      continue;
    }

    if (nextSurvey < plan.surveyIds.length) {
      const submissionId = `${tag}-s${nextSurvey}`;
      const answer = await call(
        base,
        'submitSurveyAnswers',
        { surveyId: plan.surveyIds[nextSurvey], submissionId, answers: { q1: `answer ${submissionId}` } },
        auth,
      );
      const status = (answer.json as { result?: { status?: string } } | undefined)?.result?.status;
      if (acknowledged(answer.status) && status === 'recorded')
        plan.acks.push({ kind: 'survey', id: submissionId });
      if (answer.status !== 0) nextSurvey += 1;
    }

    const paid = catalogue.paid[nextCourse];
    if (paid !== undefined && n % 3 === 0) {
      const order = await call(base, 'startCheckout', { courseId: paid.id }, auth);
      const orderId = (order.json as { result?: { orderId?: string } } | undefined)?.result?.orderId;
      if (acknowledged(order.status) && orderId !== undefined) {
        plan.acks.push({ kind: 'order', id: orderId });
        const payment = await send(`${base}/payments/sandbox/${encodeURIComponent(orderId)}`, {
          body: new URLSearchParams({
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/39',
            cvc: '123',
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        attempts += 1;
        // 303 to the success page: the order is paid (the page says so only after the commit).
        if (payment.status === 303) {
          plan.acks.push({ kind: 'order-paid', id: orderId });
          nextCourse += 1;
        }
      }
    }

    const ready = forms[0];
    if (ready !== undefined && Date.now() - ready.openedAt > FORM_WAIT_MS) {
      forms.shift();
      const email = `${tag}-f${n}@support.reliability.example.com`;
      const request = await call(
        base,
        'createSupportRequest',
        {
          formToken: ready.token,
          name: `Writer ${tag}`,
          email,
          category: 'technical',
          subject: `Request ${tag} ${n}`,
          message: 'The reliability suite wrote this request while the server was being killed.',
        },
        { clientIp: `10.${plan.round}.${plan.writer}.${n % 250}` },
      );
      const id = (request.json as { result?: { id?: string } } | undefined)?.result?.id;
      if (acknowledged(request.status) && id !== undefined) plan.acks.push({ kind: 'support', id });
    }
    if (forms.length < 2 && n % 2 === 0) {
      const form = await call(
        base,
        'openSupportForm',
        {},
        { clientIp: `10.${plan.round}.${plan.writer}.${n % 250}` },
      );
      const token = (form.json as { result?: { formToken?: string } } | undefined)?.result?.formToken;
      if (acknowledged(form.status) && token !== undefined) forms.push({ token, openedAt: Date.now() });
    }
  }
  return { attempts, refused };
}
