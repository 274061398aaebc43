// The ES256 key pair that signs ID tokens. It is generated on first start and kept in signing_keys, so every server
// copy on the same database signs and verifies with the same keys; the public halves are published as a JWKS.
import { randomToken } from '../platform/random';
import { exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import type { Database } from '../db/schema';

export const ID_TOKEN_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export interface SigningKeySet {
  /** The key new tokens are signed with: the oldest, so copies that raced on first start agree. */
  current: SigningKey;
  byKid: Map<string, SigningKey>;
}

// Keyed by the database handle: one set per database, shared by every request, dropped with the handle.
const cache = new WeakMap<Kysely<Database>, Promise<SigningKeySet>>();

export function signingKeys(ctx: DomainContext): Promise<SigningKeySet> {
  let keys = cache.get(ctx.db);
  if (!keys) {
    keys = loadOrCreateKeys(ctx);
    cache.set(ctx.db, keys);
    // A failed load (database down at start) must be retried on the next request, not remembered.
    keys.catch(() => cache.delete(ctx.db));
  }
  return keys;
}

/** Reloads from the database: a token signed by another copy with a key this copy has not seen yet. */
export function reloadSigningKeys(ctx: DomainContext): Promise<SigningKeySet> {
  cache.delete(ctx.db);
  return signingKeys(ctx);
}

async function loadOrCreateKeys(ctx: DomainContext): Promise<SigningKeySet> {
  let rows = await readKeyRows(ctx);
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
    const kid = randomToken(12);
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ID_TOKEN_ALG, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ID_TOKEN_ALG };
    await ctx.db
      .insertInto('signing_keys')
      .values({
        kid,
        alg: ID_TOKEN_ALG,
        private_jwk: JSON.stringify(privateJwk),
        public_jwk: JSON.stringify(publicJwk),
        created_at: ctx.now(),
      })
      .onConflict((conflict) => conflict.column('kid').doNothing())
      .execute();
    ctx.log.info({ kid }, 'Generated the ID-token signing key');
    rows = await readKeyRows(ctx);
  }
  const keys = await Promise.all(
    rows.map(async (row): Promise<SigningKey> => {
      const publicJwk = JSON.parse(row.public_jwk) as JWK;
      return {
        kid: row.kid,
        privateKey: (await importJWK(JSON.parse(row.private_jwk) as JWK, row.alg)) as CryptoKey,
        publicKey: (await importJWK(publicJwk, row.alg)) as CryptoKey,
        publicJwk,
      };
    }),
  );
  const [current] = keys;
  if (!current) throw new LmsError('auth/internal-error', 'No ID-token signing key could be stored');
  return { current, byKid: new Map(keys.map((key) => [key.kid, key])) };
}

function readKeyRows(ctx: DomainContext) {
  return ctx.db
    .selectFrom('signing_keys')
    .selectAll()
    .where('alg', '=', ID_TOKEN_ALG)
    .orderBy('created_at')
    .orderBy('kid')
    .execute();
}

/** The JSON Web Key Set served at API_PATHS.jwks. */
export async function publicJwks(ctx: DomainContext): Promise<{ keys: JWK[] }> {
  const { byKid } = await signingKeys(ctx);
  return { keys: [...byKid.values()].map((key) => key.publicJwk) };
}
