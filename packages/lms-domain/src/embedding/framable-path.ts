// Which address may be framed by another site, on every host: the server's headers and the Firebase host's
// action-plan page function.

/**
 * Pages that may be framed: one action-plan step (`/action-plan/{stepId}`, a single path segment), by the origins
 * allowed to embed steps. Every other page refuses framing (clickjacking protection).
 */
const FRAMABLE_PATH = /^\/action-plan\/[^/]+\/?$/;

export function isFramablePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return FRAMABLE_PATH.test(path) && !/^\/action-plan\/(\.|%2e){1,2}\/?$/i.test(path);
}
