// The Open Badges 3.0 documents: the issuer profile, its key, each badge's Achievement, the revocation status list
// and each award's OpenBadgeCredential (W3C VC data model 2.0). The server serves them as public JSON; a credential
// is signed once (Data Integrity, eddsa-rdfc-2022) and kept, so every download is the same document.
import { LmsError } from '@lms/core';
import type { DomainContext } from '../context';
import type { BadgeAwardsTable, BadgesTable } from '../db/schema';
import { digest, randomToken, toHex } from '../platform/random';
import { OPEN_BADGES_PATHS, findBadgeRow, obUrl } from './badge-rows';
import { issuerName } from '../settings/issuer-name';
import { issuerKey, publicIssuerKeys, requireSigner } from './issuer-key';
import { encodeStatusList, revokedIndexes } from './status-list';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

type Json = Record<string, unknown>;

const ASSERTION_METHOD_TERM = {
  '@id': 'https://w3id.org/security#assertionMethod',
  '@type': '@id',
  '@container': '@set',
};

/**
 * The issuer profile, which is also the controller document of the issuer keys: a verifier checks that the
 * proof's key is one of its assertion methods.
 */
export async function issuerProfile(ctx: DomainContext): Promise<Json> {
  const keys = await publicIssuerKeys(ctx);
  return {
    // assertionMethod is not a term of the VC or Open Badges contexts: defined here, with its Security meaning.
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT, { assertionMethod: ASSERTION_METHOD_TERM }],
    id: obUrl(ctx, OPEN_BADGES_PATHS.issuer),
    type: ['Profile'],
    name: await issuerName(ctx),
    url: ctx.config.publicUrl,
    assertionMethod: keys.map((key) => key.id),
  };
}

export async function issuerKeyDocument(ctx: DomainContext, keyId: string): Promise<Json> {
  const key = (await publicIssuerKeys(ctx)).find((candidate) => candidate.keyId === keyId);
  if (key === undefined) throw new LmsError('functions/not-found', 'There is no such issuer key.');
  return {
    '@context': MULTIKEY_CONTEXT,
    id: key.id,
    type: 'Multikey',
    controller: obUrl(ctx, OPEN_BADGES_PATHS.issuer),
    publicKeyMultibase: key.publicKeyMultibase,
  };
}

async function achievementOf(ctx: DomainContext, badge: BadgesTable): Promise<Json> {
  const id = obUrl(ctx, OPEN_BADGES_PATHS.achievement(badge.id));
  return {
    id,
    type: ['Achievement'],
    achievementType: 'Badge',
    name: badge.name,
    description: badge.description,
    criteria: { narrative: badge.criteria },
    image: { id: badge.image, type: 'Image', caption: badge.name },
    creator: { id: obUrl(ctx, OPEN_BADGES_PATHS.issuer), type: ['Profile'], name: await issuerName(ctx) },
  };
}

export async function achievementDocument(ctx: DomainContext, badgeId: string): Promise<Json> {
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    ...(await achievementOf(ctx, await findBadgeRow(ctx, badgeId))),
  };
}

// The last signed status list per database: anyone may ask for it, and signing (RDF canonicalisation) costs far more
// than reading the revoked indexes, so the same list is not signed again. A change to the list makes a new one.
const signedLists = new WeakMap<object, { encodedList: string; signed: Json }>();

/** The signed BitstringStatusListCredential: a verifier reads the award's bit to learn whether it was revoked. */
export async function statusListCredential(ctx: DomainContext): Promise<Json> {
  const url = obUrl(ctx, OPEN_BADGES_PATHS.statusList);
  const encodedList = encodeStatusList(await revokedIndexes(ctx));
  const cached = signedLists.get(ctx.db);
  if (cached?.encodedList === encodedList) return cached.signed;
  const unsigned = {
    '@context': [VC_V2_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: obUrl(ctx, OPEN_BADGES_PATHS.issuer),
    validFrom: new Date(ctx.now()).toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
  const signed = await requireSigner(ctx).sign(unsigned, await issuerKey(ctx));
  signedLists.set(ctx.db, { encodedList, signed });
  return signed;
}

/** The unsigned credential of an award: the learner is named by a salted hash of their e-mail address. */
async function unsignedCredential(ctx: DomainContext, award: BadgeAwardsTable, badge: BadgesTable) {
  const statusList = obUrl(ctx, OPEN_BADGES_PATHS.statusList);
  const salt = randomToken(12);
  const identityHash = `sha256$${toHex(await digest('SHA-256', award.learner_email.toLowerCase() + salt))}`;
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: obUrl(ctx, OPEN_BADGES_PATHS.credential(award.public_code)),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: badge.name,
    issuer: { id: obUrl(ctx, OPEN_BADGES_PATHS.issuer), type: ['Profile'], name: await issuerName(ctx) },
    validFrom: new Date(Number(award.awarded_at)).toISOString(),
    // The badge's validity when it was awarded (VC 2.0 validUntil): verifiers report the credential expired after it.
    ...(award.valid_until === null ? {} : { validUntil: new Date(Number(award.valid_until)).toISOString() }),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', hashed: true, identityHash, identityType: 'emailAddress', salt },
      ],
      achievement: await achievementOf(ctx, badge),
    },
    credentialStatus: {
      id: `${statusList}#${award.status_index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(award.status_index),
      statusListCredential: statusList,
    },
  };
}

/** The award's signed credential: made and kept on first use; an award signed by two racers keeps the first. */
export async function awardCredential(ctx: DomainContext, award: BadgeAwardsTable): Promise<Json> {
  if (award.credential !== null) return JSON.parse(award.credential) as Json;
  const badge = await findBadgeRow(ctx, award.badge_id);
  const proved = await requireSigner(ctx).sign(
    await unsignedCredential(ctx, award, badge),
    await issuerKey(ctx),
  );
  // Open Badges 3.0's schema takes proof as an array (a Data Integrity verifier reads either form).
  const signed = { ...proved, proof: [proved.proof].flat() };
  await ctx.db
    .updateTable('badge_awards')
    .set({ credential: JSON.stringify(signed) })
    .where('id', '=', award.id)
    .where('credential', 'is', null)
    .execute();
  const stored = await ctx.db
    .selectFrom('badge_awards')
    .select('credential')
    .where('id', '=', award.id)
    .executeTakeFirstOrThrow();
  return JSON.parse(stored.credential ?? JSON.stringify(signed)) as Json;
}

/** The credential at its public id (its URL), so a verifier holding only the id can fetch it. */
export async function credentialByCode(ctx: DomainContext, code: string): Promise<Json> {
  const award = await ctx.db
    .selectFrom('badge_awards')
    .selectAll()
    .where('public_code', '=', code.toLowerCase())
    .executeTakeFirst();
  if (award === undefined) throw new LmsError('functions/not-found', 'There is no such badge credential.');
  return awardCredential(ctx, award);
}
