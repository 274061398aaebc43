// Plays the browser popup with plain HTTP: opens the server's start URL, follows redirects to the provider (with
// a cookie jar), signs in on the provider's login page (or cancels), follows the redirect back to the server's
// callback and reads what the final page would post to window.opener.
import type { FastifyInstance } from 'fastify';

export interface PostedMessage {
  targetOrigin: string;
  message: Record<string, unknown> & { type: string; error?: { code: string; message: string } };
}

export interface PopupOutcome {
  /** Status and HTML of the last page the popup showed (a page of ours). */
  status: number;
  html: string;
  /** What that page posts to its opener, when it posts at all. */
  posted: PostedMessage | null;
  /** The provider URL the server redirected to, when it did. */
  authorizationUrl: URL | null;
  /** The callback URL the provider sent the popup back to, when it did. */
  callbackUrl: string | null;
}

export interface PopupDriverOptions {
  app: FastifyInstance;
  /** The server's public URL: addresses under it are answered by `app.inject`. */
  publicUrl: string;
  /** Maps a provider address to where it really listens. */
  mapUrl?: (url: string) => string;
  /** Runs when the provider sends the popup back, before the server sees the callback. */
  beforeCallback?: (callbackUrl: URL) => Promise<void>;
}

export function readPostedMessage(html: string): PostedMessage | null {
  const match = /var payload = (.*);\n/.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as PostedMessage) : null;
}

export async function runPopup(
  options: PopupDriverOptions,
  startPath: string,
  person: { account: string } | { cancel: true },
): Promise<PopupOutcome> {
  const cookies = new Map<string, string>();
  const ours = (url: string) => url.startsWith(`${options.publicUrl}/`);
  let authorizationUrl: URL | null = null;
  let callbackUrl: string | null = null;

  const start = await options.app.inject({ method: 'GET', url: startPath });
  if (start.statusCode !== 302) return page(start.statusCode, start.body);
  let url = String(start.headers.location);
  authorizationUrl = new URL(url);

  for (let hop = 0; hop < 20; hop++) {
    if (ours(url)) {
      callbackUrl = url;
      await options.beforeCallback?.(new URL(url));
      const done = await options.app.inject({ method: 'GET', url: url.slice(options.publicUrl.length) });
      return page(done.statusCode, done.body);
    }
    let response = await providerRequest(url, 'GET');
    if (response.status === 200 && /\/interaction\/[^/]+$/.test(new URL(url).pathname)) {
      const body = 'cancel' in person ? undefined : new URLSearchParams({ login: person.account }).toString();
      response = await providerRequest(`${url}/${'cancel' in person ? 'abort' : 'login'}`, 'POST', body);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`The provider answered ${response.status} at ${url}: ${await response.text()}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects');

  async function providerRequest(target: string, method: string, body?: string) {
    const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(options.mapUrl ? options.mapUrl(target) : target, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  function page(status: number, html: string): PopupOutcome {
    return { status, html, posted: readPostedMessage(html), authorizationUrl, callbackUrl };
  }
}
