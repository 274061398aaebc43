// Who signs support's answers for the requester: the administrator's display name, or the site's name when they
// have none. Never their e-mail address: a learner writing to "support" should not be handed a colleague's inbox.
import type { DomainContext } from '../context';
import { readSettings } from '../settings/site-settings';

export interface SupportSignature {
  name: string;
  /** True when no person's name was set: the answer is signed with the site's name. */
  team: boolean;
}

/** The signature an administrator's answers carry now. */
export async function supportSignature(ctx: DomainContext, uid: string): Promise<SupportSignature> {
  const user = await ctx.db
    .selectFrom('users')
    .select('display_name')
    .where('uid', '=', uid)
    .executeTakeFirst();
  const name = user?.display_name?.trim();
  return name ? { name, team: false } : { name: await supportTeamName(ctx), team: true };
}

/** What an answer without a person's name is signed with: the site's name (settings, "Site"). */
export async function supportTeamName(ctx: DomainContext): Promise<string> {
  return (await readSettings(ctx)).values.site.siteName;
}
