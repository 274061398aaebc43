// Who may read and answer a request as its requester: the signed-in account that sent it, or whoever holds a link
// mailed about it (the token is their permission, kept here only as a SHA-256). Anyone else, signed out without a
// link too, gets not-found, so references cannot be probed.
import { LmsError } from '@lms/core';
import type { Caller, DomainContext } from '../context';
import { constantTimeEqual, digest, randomToken, toHex } from '../platform/random';
import { appAddressOf } from '../platform/user-app-address';
import { findRequestByReference, type SupportRequestRow } from './support-records';

const LINK_TOKEN_BYTES = 32;

async function tokenHash(token: string): Promise<string> {
  return toHex(await digest('SHA-256', token));
}

/**
 * A new link to the request for a mail; every mail gets its own token, and all stay valid. It opens the app the
 * requester last used when they have an account (the token works on any app's request page), else the public URL.
 */
export async function newRequesterLink(ctx: DomainContext, request: SupportRequestRow): Promise<string> {
  const token = randomToken(LINK_TOKEN_BYTES);
  await ctx.db
    .insertInto('support_links')
    .values({ token_hash: await tokenHash(token), request_id: request.id, created_at: ctx.now() })
    .execute();
  const reference = encodeURIComponent(request.reference);
  const app = await appAddressOf(ctx, request.requester_uid);
  return `${app}/contact-support/requests/${reference}?token=${encodeURIComponent(token)}`;
}

export async function requestForRequester(
  ctx: DomainContext,
  caller: Caller | null,
  lookup: { reference: string; token?: string | undefined },
): Promise<SupportRequestRow> {
  const notFound = new LmsError(
    'functions/not-found',
    `No support request ${lookup.reference} is yours to see: check the link in our e-mail, or sign in with the account that sent it.`,
  );
  const request = await findRequestByReference(ctx, lookup.reference);
  if (request === undefined) throw notFound;
  if (caller !== null && request.requester_uid === caller.uid) return request;
  if (lookup.token !== undefined) {
    const hash = await tokenHash(lookup.token);
    const link = await ctx.db
      .selectFrom('support_links')
      .select('token_hash')
      .where('token_hash', '=', hash)
      .where('request_id', '=', request.id)
      .executeTakeFirst();
    if (link !== undefined && constantTimeEqual(link.token_hash, hash)) return request;
  }
  throw notFound;
}
