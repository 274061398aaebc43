// The Ed25519 key that signs every credential and status list, made on first use and kept in badge_issuer_keys,
// so every server copy on one database signs with the same key. Copies that race on first use each insert a key;
// all of them then sign with the oldest, so they agree (as signing_keys does for ID tokens).
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import type { CredentialSigner, IssuerKey } from './credential-signer';
import { OPEN_BADGES_PATHS, obUrl } from './badge-rows';
import { randomToken } from '../platform/random';

export function requireSigner(ctx: DomainContext): CredentialSigner {
  if (!ctx.credentialSigner)
    throw new LmsError('functions/unavailable', 'This server cannot sign badge credentials.', {
      reason: 'no-signer',
    });
  return ctx.credentialSigner;
}

function oldestKey(ctx: DomainContext) {
  return ctx.db
    .selectFrom('badge_issuer_keys')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function issuerKey(ctx: DomainContext): Promise<IssuerKey> {
  let row = await oldestKey(ctx);
  if (row === undefined) {
    const pair = await requireSigner(ctx).generateKey();
    await ctx.db
      .insertInto('badge_issuer_keys')
      .values({
        id: randomToken(12),
        public_key_multibase: pair.publicKeyMultibase,
        secret_key_multibase: pair.secretKeyMultibase,
        created_at: ctx.now(),
      })
      .execute();
    ctx.log.info('Generated the Open Badges issuer key');
    row = await oldestKey(ctx);
  }
  if (row === undefined) throw new LmsError('functions/internal', 'No badge issuer key could be stored.');
  return {
    id: obUrl(ctx, OPEN_BADGES_PATHS.issuerKey(row.id)),
    controller: obUrl(ctx, OPEN_BADGES_PATHS.issuer),
    publicKeyMultibase: row.public_key_multibase,
    secretKeyMultibase: row.secret_key_multibase,
  };
}

/** Every issuer key's public half, by id (a verifier resolves the proof's verificationMethod to one). */
export async function publicIssuerKeys(ctx: DomainContext) {
  const rows = await ctx.db
    .selectFrom('badge_issuer_keys')
    .select(['id', 'public_key_multibase'])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: obUrl(ctx, OPEN_BADGES_PATHS.issuerKey(row.id)),
    keyId: row.id,
    publicKeyMultibase: row.public_key_multibase,
  }));
}
