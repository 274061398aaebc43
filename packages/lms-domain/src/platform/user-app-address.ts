// The app a user last used, for mails sent later without a request of theirs behind them (a certificate issued, a
// survey reminder, a support reply, the welcome mail): each request that names its app address (platform/
// app-address.ts) and is the user's own records it on the account, and those mails open it. The stored address is
// checked again when used, so a library origin removed from LMS_LIBRARY_ORIGINS stops receiving links at once.
import type { DomainContext } from '../context';
import { acceptedAppAddress, isAllowedAppOrigin } from './app-address';

/**
 * Records the accepted `appUrl` as the user's app address (refused like `acceptedAppAddress` when not allowed).
 * Absent: nothing changes (a client that names no app says nothing about which one the learner uses). Written only
 * when it differs, so repeated requests from the same app cost no write.
 */
export async function rememberAppAddress(
  ctx: DomainContext,
  uid: string,
  appUrl: string | undefined,
): Promise<void> {
  if (appUrl === undefined || appUrl === '') return;
  const address = acceptedAppAddress(ctx, appUrl);
  await ctx.db
    .updateTable('users')
    .set({ app_address: address })
    .where('uid', '=', uid)
    .where((eb) => eb.or([eb('app_address', 'is', null), eb('app_address', '!=', address)]))
    .execute();
}

/** The user's app address while its origin is still allowed; otherwise (or none stored) the public URL. */
export async function appAddressOf(ctx: DomainContext, uid: string | null): Promise<string> {
  if (uid === null) return ctx.config.publicUrl;
  const user = await ctx.db
    .selectFrom('users')
    .select('app_address')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return usableAppAddress(ctx, user?.app_address ?? null);
}

/** A stored `users.app_address` (read with other columns) while its origin is still allowed, else the public URL. */
export function usableAppAddress(ctx: DomainContext, stored: string | null): string {
  if (stored === null) return ctx.config.publicUrl;
  try {
    return isAllowedAppOrigin(ctx, new URL(stored).origin) ? stored : ctx.config.publicUrl;
  } catch {
    return ctx.config.publicUrl;
  }
}
