// Sign-ins in flight (state, nonce, PKCE verifier, opener origin) live in the oauth_states table, not in memory, so
// the callback may land on any server copy. A state is consumed by deleting it: it works exactly once.
import type { DomainContext } from '../../context';
import type { OAuthStatesTable } from '../../db/schema';

/** Long enough to pick an account and type a password, short enough that a leaked state is soon useless. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export type OAuthStateRow = OAuthStatesTable;

export async function saveOAuthState(
  ctx: DomainContext,
  state: Omit<OAuthStateRow, 'created_at' | 'expires_at'>,
): Promise<void> {
  const now = ctx.now();
  // Abandoned popups leave rows behind; each new sign-in sweeps the expired ones.
  await ctx.db.deleteFrom('oauth_states').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('oauth_states')
    .values({ ...state, created_at: now, expires_at: now + OAUTH_STATE_TTL_MS })
    .execute();
}

/** Deletes and returns the state; null when unknown, already used or expired. */
export async function consumeOAuthState(ctx: DomainContext, state: string): Promise<OAuthStateRow | null> {
  const row = await ctx.db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (!row || Number(row.expires_at) < ctx.now()) return null;
  return row;
}
