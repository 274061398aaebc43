// The public JSON documents of Open Badges, by path: what the server serves without a sign-in (a verifier resolves
// a credential's issuer, achievement, key and status list through them). Each answer is a domain function.
import type { DomainContext } from '../context';
import {
  achievementDocument,
  credentialByCode,
  issuerKeyDocument,
  issuerProfile,
  statusListCredential,
} from './open-badges';

type Answer = (ctx: DomainContext, param: string) => Promise<Record<string, unknown>>;

/** Fastify-style paths (":param" is the one parameter) and their answers. */
export const OPEN_BADGES_ROUTES: readonly { path: string; answer: Answer; maxAgeSeconds: number }[] = [
  { path: '/ob/issuer', answer: (ctx) => issuerProfile(ctx), maxAgeSeconds: 300 },
  { path: '/ob/issuer/keys/:param', answer: issuerKeyDocument, maxAgeSeconds: 300 },
  { path: '/ob/achievements/:param', answer: achievementDocument, maxAgeSeconds: 60 },
  // Revocation must show at once: no caching of the status list.
  { path: '/ob/status/revocation', answer: (ctx) => statusListCredential(ctx), maxAgeSeconds: 0 },
  { path: '/ob/credentials/:param', answer: credentialByCode, maxAgeSeconds: 60 },
];

export type OpenBadgesRoute = (typeof OPEN_BADGES_ROUTES)[number];

/**
 * The route a path asks for and its parameter (decoded, as Fastify gives it), for a host without a router (the
 * Firebase function Hosting rewrites `/ob/**` to); null for any other path, a trailing slash or a malformed escape.
 */
export function matchOpenBadgesRoute(path: string): { route: OpenBadgesRoute; param: string } | null {
  const segments = path.split('/');
  for (const route of OPEN_BADGES_ROUTES) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    let param = '';
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part !== ':param') return part === segment;
      if (segment === '') return false;
      try {
        param = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, param };
  }
  return null;
}

/**
 * The headers of every document, on every host: JSON-LD, cached as the route says (never the status list), and
 * readable by a verifier's page on any origin.
 */
export function openBadgesHeaders(maxAgeSeconds: number): Record<string, string> {
  return {
    'content-type': 'application/ld+json; charset=utf-8',
    'cache-control': maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-store',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  };
}
