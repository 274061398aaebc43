// The answer of every sign-in endpoint: the account as IdentityUser plus fresh tokens.
import type { AuthSessionResponse, SessionTokensWire } from '@lms/core';
import type { DomainContext } from '../context';
import type { UserRow } from '../db/schema';
import { findUserByUid } from '../users/user-records';
import { loadIdentityUser } from './identity-user';

export async function sessionResponse(
  ctx: DomainContext,
  user: UserRow,
  tokens: SessionTokensWire,
  isNewUser: boolean,
): Promise<AuthSessionResponse> {
  // Re-read so the answer shows what the sign-in just recorded (last login, verified e-mail).
  const current = (await findUserByUid(ctx, user.uid)) ?? user;
  return { ...tokens, user: await loadIdentityUser(ctx, current), isNewUser };
}
