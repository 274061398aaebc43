// The e-mails the platform sends, as plain text (what every client shows) plus simple HTML. Links point at the host
// app's pages (reset-password, email-link) or at the server's own verification page.
import type { MailMessage } from './mailer';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [
    ...paragraphs.slice(0, 1),
    ...(link ? [`${link.label}:\n${link.url}`] : []),
    ...paragraphs.slice(1),
  ].join('\n\n');
  const htmlParagraphs = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  const button = link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : [];
  const html = `<!doctype html><html><body>${[...htmlParagraphs.slice(0, 1), ...button, ...htmlParagraphs.slice(1)].join('')}</body></html>`;
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return compose(
    to,
    'Reset your password',
    [
      `Someone asked to reset the password of the account ${to}. Open the link below to choose a new password.`,
      'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

export function verifyEmailMail(to: string, url: string): MailMessage {
  return compose(
    to,
    'Confirm your e-mail address',
    [
      `Please confirm that ${to} is your e-mail address.`,
      'The link expires in three days. If you did not create an account, ignore this e-mail.',
    ],
    { url, label: 'Confirm my e-mail address' },
  );
}

export function emailSignInMail(to: string, url: string): MailMessage {
  return compose(
    to,
    'Your sign-in link',
    [
      `Open the link below to sign in as ${to}.`,
      'The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.',
    ],
    { url, label: 'Sign in' },
  );
}

export function welcomeMail(to: string, displayName: string | null | undefined, appUrl: string): MailMessage {
  const greeting = displayName?.trim() ? `Welcome, ${displayName.trim()}!` : 'Welcome!';
  return compose(
    to,
    'Welcome to your learning platform',
    [greeting, 'Your account is ready. Sign in whenever you like and start learning.'],
    { url: `${appUrl}/`, label: 'Open the learning platform' },
  );
}
