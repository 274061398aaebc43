// Issuing certificates. A learner who completes a course with templates gets one certificate per template, exactly
// once per cycle: every concurrent completion inserts the same (user, course, template, cycle) and the unique key
// keeps one row (insert ... on conflict do nothing), so no lock and no read-then-write race. A new cycle (a new
// certificate) starts only after the previous one expired, or when an admin reissues.
import {
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_LETTERS,
  LmsError,
  certificateDate,
  certificateDuration,
  certificateHours,
  certificateLocale,
  fillCertificateText,
  type CertificateDesign,
  type CertificateFields,
} from '@lms/core';
import type { DomainContext } from '../context';
import type { CertificateTemplatesTable, CertificatesTable } from '../db/schema';
import { publish } from '../events/publish';
import { createMailer } from '../mail';
import { newId, randomBytes, toHex } from '../platform/random';
import { numOrNull } from './certificate-rows';
import { certificateIssuedMail } from './certificate-mail';
import { appAddressOf } from '../platform/user-app-address';
import { isEmailEnabled } from '../settings/site-settings';

const DAY_MS = 86_400_000;

/** A short number people can read out ("2026-7KQ4M2XA"); the verification code is the unguessable part. */
function certificateNumber(at: number): string {
  // 32 letters: a byte modulo 32 picks each with the same chance.
  const letters = [...randomBytes(CERTIFICATE_NUMBER_LETTERS)]
    .map((byte) => CERTIFICATE_NUMBER_ALPHABET[byte % CERTIFICATE_NUMBER_ALPHABET.length])
    .join('');
  return `${new Date(at).getUTCFullYear()}-${letters}`;
}

interface Learner {
  uid: string;
  email: string;
  name: string;
  /** The language the certificate's texts are filled in (dates, the hours' unit). */
  locale: string;
}

async function learnerOf(ctx: DomainContext, uid: string): Promise<Learner> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name', 'pref_language'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (user === undefined) throw new LmsError('functions/not-found', 'There is no such learner.');
  const name = user.display_name?.trim() || user.email.split('@')[0] || user.email;
  return { uid: user.uid, email: user.email, name, locale: certificateLocale(user.pref_language) };
}

/** The learner's grade: the mean of their best score in each quiz of the course ("—" without quizzes). */
async function gradeOf(ctx: DomainContext, uid: string, courseId: string): Promise<string> {
  const best = await ctx.db
    .selectFrom('quiz_attempts')
    .select(({ fn }) => ['lesson_id', fn.max('score_percent').as('best')])
    .where('user_id', '=', uid)
    .where('course_id', '=', courseId)
    .groupBy('lesson_id')
    .execute();
  if (best.length === 0) return '—';
  const mean = best.reduce((sum, row) => sum + Number(row.best), 0) / best.length;
  return `${Math.round(mean)}%`;
}

export interface IssueRequest {
  uid: string;
  courseId: string;
  template: CertificateTemplatesTable;
  cycle: number;
  origin: CertificatesTable['origin'];
}

/** Inserts the certificate of one cycle unless it exists; the row that is stored either way. */
export async function insertCertificate(
  ctx: DomainContext,
  request: IssueRequest,
): Promise<{ created: boolean; row: CertificatesTable }> {
  const { uid, courseId, template, cycle, origin } = request;
  const course = await ctx.db
    .selectFrom('courses')
    .select(['id', 'title', 'duration_minutes'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (course === undefined) throw new LmsError('functions/not-found', 'There is no such course.');
  const learner = await learnerOf(ctx, uid);
  const now = ctx.now();
  const number = certificateNumber(now);
  const hours = certificateHours(course.duration_minutes);
  const fields: CertificateFields = {
    learnerName: learner.name,
    courseTitle: course.title,
    issueDate: certificateDate(now, learner.locale),
    hours: certificateDuration(hours, learner.locale),
    grade: await gradeOf(ctx, uid, courseId),
    certificateNumber: number,
  };
  const design: Omit<CertificateDesign, 'logo' | 'signature' | 'background'> = {
    title: fillCertificateText(template.title, fields),
    body: fillCertificateText(template.body, fields),
    signerName: template.signer_name,
    signerTitle: template.signer_title,
    primaryColor: template.primary_color,
    accentColor: template.accent_color,
    orientation: template.orientation,
  };
  const row: CertificatesTable = {
    id: newId(),
    number,
    verification_code: toHex(randomBytes(16)),
    user_id: uid,
    learner_email: learner.email,
    course_id: courseId,
    template_id: template.id,
    cycle,
    learner_name: learner.name,
    course_title: course.title,
    hours,
    grade: fields.grade,
    design: JSON.stringify(design),
    origin,
    issued_at: now,
    expires_at: template.validity_days === null ? null : now + template.validity_days * DAY_MS,
    revoked_at: null,
    revoked_reason: null,
  };
  const inserted = await ctx.db
    .insertInto('certificates')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id', 'template_id', 'cycle']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted !== undefined) {
    await mailLearner(ctx, row);
    await publish(ctx, 'certificate-issued', { userId: uid, courseId, certificateId: row.id });
    return { created: true, row };
  }
  const existing = await ctx.db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', uid)
    .where('course_id', '=', courseId)
    .where('template_id', '=', template.id)
    .where('cycle', '=', cycle)
    .executeTakeFirstOrThrow();
  return { created: false, row: existing };
}

/** The e-mail is a courtesy: a relay that refuses it must not undo the certificate, so it is logged instead. */
async function mailLearner(ctx: DomainContext, row: CertificatesTable): Promise<void> {
  if (!(await isEmailEnabled(ctx, 'certificateIssued'))) return;
  try {
    await createMailer(ctx).send(certificateIssuedMail(ctx, row, await appAddressOf(ctx, row.user_id)));
  } catch (error) {
    ctx.log.warn({ err: error, certificateId: row.id }, 'The certificate e-mail could not be sent.');
  }
}

/** The newest certificate of a learner, course and template, if any. */
export async function latestCertificate(
  ctx: DomainContext,
  uid: string,
  courseId: string,
  templateId: string,
): Promise<CertificatesTable | undefined> {
  return ctx.db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', uid)
    .where('course_id', '=', courseId)
    .where('template_id', '=', templateId)
    .orderBy('cycle', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The cycle a completion should issue, or null when nothing is owed: none yet (cycle 1), or the last one expired
 * (the next cycle). A revoked certificate is an admin's decision and is not undone by a completion.
 */
export function cycleOwed(latest: CertificatesTable | undefined, now: number): number | null {
  if (latest === undefined) return 1;
  if (latest.revoked_at !== null) return null;
  const expiresAt = numOrNull(latest.expires_at);
  return expiresAt !== null && expiresAt <= now ? latest.cycle + 1 : null;
}

/** Every certificate a completed course owes its learner, issued; what was created. */
export async function issueOwedCertificates(
  ctx: DomainContext,
  uid: string,
  courseId: string,
): Promise<CertificatesTable[]> {
  const templates = await ctx.db
    .selectFrom('certificate_template_courses as tc')
    .innerJoin('certificate_templates as t', 't.id', 'tc.template_id')
    .selectAll('t')
    .where('tc.course_id', '=', courseId)
    .where('t.active', '=', 1)
    .execute();
  const created: CertificatesTable[] = [];
  for (const template of templates) {
    const cycle = cycleOwed(await latestCertificate(ctx, uid, courseId, template.id), ctx.now());
    if (cycle === null) continue;
    const result = await insertCertificate(ctx, { uid, courseId, template, cycle, origin: 'completion' });
    if (result.created) created.push(result.row);
  }
  return created;
}

/** Completed enrolments of the learner whose course has an active template they have no certificate of. */
export async function issueMissingCertificates(ctx: DomainContext, uid: string): Promise<void> {
  const owed = await ctx.db
    .selectFrom('enrollments as e')
    .innerJoin('certificate_template_courses as tc', 'tc.course_id', 'e.course_id')
    .innerJoin('certificate_templates as t', 't.id', 'tc.template_id')
    .leftJoin('certificates as c', (join) =>
      join
        .onRef('c.user_id', '=', 'e.user_id')
        .onRef('c.course_id', '=', 'e.course_id')
        .onRef('c.template_id', '=', 'tc.template_id'),
    )
    .select('e.course_id')
    .distinct()
    .where('e.user_id', '=', uid)
    .where('e.completed', '=', 1)
    .where('t.active', '=', 1)
    .where('c.id', 'is', null)
    .execute();
  for (const { course_id } of owed) await issueOwedCertificates(ctx, uid, course_id);
}
