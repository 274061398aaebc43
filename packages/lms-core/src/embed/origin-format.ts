// Origins that may embed action-plan steps, as plain functions (no schema library): the embed script that
// third-party pages load has a size budget, so it imports this file and never the zod schema beside it. An origin
// is scheme, host and port only, in the canonical form browsers report in MessageEvent.origin, so a plain string
// comparison is enough.

/** Hosts where plain http is accepted: local development and tests only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The canonical origin of `raw` (lower-case host, default port dropped, trailing slash tolerated), or null when it
 * is not a bare http(s) origin: a path, query, fragment or user name means the person pasted a page address.
 */
export function normalizeEmbedOrigin(raw: string): string | null {
  const trimmed = raw.trim().replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  return url.origin;
}

/** https anywhere; http only on loopback hosts, where nobody else can sit between the two pages. */
export function isSecureEmbedOrigin(origin: string): boolean {
  const url = new URL(origin);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}
