// The last page of the popup: it posts the sign-in result to the window that opened it, with targetOrigin set to
// that window's (allow-listed) origin only, then closes. Also the plain pages shown when nothing may be posted.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AuthSessionResponse, LmsErrorCode } from '@lms/core';
import { FAVICON_LINK } from '../../http/favicon-route';

/** Must match OAUTH_RESULT_MESSAGE_TYPE of lms-core's popup adapter. */
export const OAUTH_RESULT_MESSAGE_TYPE = 'lms:oauth-result';

export type OAuthResultMessage =
  | ({ type: typeof OAUTH_RESULT_MESSAGE_TYPE } & AuthSessionResponse)
  | { type: typeof OAUTH_RESULT_MESSAGE_TYPE; error: { code: LmsErrorCode; message: string } };

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; color: #333">
<main><h1 style="font-size: 1.25rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></main>
${script}
</body>
</html>`;
}

/** Headers of every popup page: never cached (they carry codes and tokens), never framed, opener kept. */
function popupHeaders(reply: FastifyReply, scriptNonce: string | null): FastifyReply {
  const scripts = scriptNonce === null ? '' : ` script-src 'nonce-${scriptNonce}';`;
  return (
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline';${scripts} base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      // The page talks to window.opener: an isolating opener policy would cut that link.
      .header('cross-origin-opener-policy', 'unsafe-none')
  );
}

export function sendResultPage(
  reply: FastifyReply,
  targetOrigin: string,
  message: OAuthResultMessage,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const failed = 'error' in message;
  const script = `<script nonce="${nonce}">
(function () {
  var payload = ${scriptSafeJson({ targetOrigin, message })};
  if (window.opener) window.opener.postMessage(payload.message, payload.targetOrigin);
  window.close();
})();
</script>`;
  const title = failed ? 'Sign-in failed' : 'Signed in';
  const body = failed ? `${message.error.message} You can close this window.` : 'You can close this window.';
  return popupHeaders(reply, nonce)
    .status(200)
    .send(page(title, body, script));
}

/** For failures where we cannot trust any window with an answer (unknown origin, unknown or reused state). */
export function sendPlainErrorPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return popupHeaders(reply, null)
    .status(status)
    .send(page('Sign-in failed', `${message} Close this window and try again.`));
}
