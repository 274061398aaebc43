// The e-mail a learner gets when a certificate is issued: where to see it (in the app they use) and the link anyone
// can verify it with (the public credential, always on the server's public URL).
import type { DomainContext, MailMessage } from '../context';
import type { CertificatesTable } from '../db/schema';
import { escapeHtml } from '../mail/templates';
import { verificationUrl } from './certificate-rows';

/** `appAddress`: the learner's app (platform/user-app-address.ts). */
export function certificateIssuedMail(
  ctx: DomainContext,
  row: CertificatesTable,
  appAddress: string,
): MailMessage {
  const page = `${appAddress}/student/certificates/${encodeURIComponent(row.id)}`;
  const verify = verificationUrl(ctx, row.verification_code);
  const text = [
    `Congratulations, ${row.learner_name}! You earned a certificate for "${row.course_title}".`,
    `See and download it:\n${page}`,
    `Anyone can check it is genuine at:\n${verify}`,
    `Certificate number: ${row.number}`,
  ].join('\n\n');
  const html =
    `<!doctype html><html><body><p>${escapeHtml(`Congratulations, ${row.learner_name}! You earned a certificate for "${row.course_title}".`)}</p>` +
    `<p><a href="${escapeHtml(page)}">See and download your certificate</a></p>` +
    `<p>${escapeHtml('Anyone can check it is genuine at:')} <a href="${escapeHtml(verify)}">${escapeHtml(verify)}</a></p>` +
    `<p>${escapeHtml(`Certificate number: ${row.number}`)}</p></body></html>`;
  return { to: row.learner_email, subject: `Your certificate for ${row.course_title}`, text, html };
}
