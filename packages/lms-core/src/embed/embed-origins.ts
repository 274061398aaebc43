// Origins that may embed action-plan steps: one rule for the server (the allow-list it stores and the CSP it sends),
// the admin screens (what they accept) and the bridge (who may connect). An origin is scheme, host and port only,
// in the canonical form browsers report in MessageEvent.origin, so a plain string comparison is enough.
import { z } from 'zod';

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

/** An origin as the contract accepts it: already canonical (use normalizeEmbedOrigin first) and secure. */
export const embedOriginSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address of the site, such as https://school.example.')
  .max(300)
  .refine((value) => normalizeEmbedOrigin(value) === value, {
    message:
      'Give only the scheme, host and port, such as https://school.example (no path, lower-case host).',
  })
  .refine((value) => normalizeEmbedOrigin(value) === null || isSecureEmbedOrigin(value), {
    message: 'The site must use https (plain http only for localhost).',
  });
