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
