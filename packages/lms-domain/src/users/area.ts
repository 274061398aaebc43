// The users area: user documents (spec section 7), the administrators' users list and roles, the welcome e-mail.
import { defineDomainArea } from '../areas/define-area';
import { nameUsers } from './names';
import { usersHandlers } from './handlers';
import * as userAppAddress from './migrations/031-user-app-address';
import { welcomeMailHandlers } from './welcome-mail';

export const usersArea = defineDomainArea({
  name: 'users',
  names: nameUsers,
  handlers: { ...usersHandlers, ...welcomeMailHandlers },
  migrations: { '031-user-app-address': userAppAddress },
  personalData: {
    holdings: [
      { table: 'users', column: 'uid', exportAs: 'account', erasure: 'deleted' },
      { table: 'identities', column: 'uid', exportAs: 'signInProviders', erasure: 'deleted' },
      { table: 'files', column: 'owner_uid', exportAs: 'files', erasure: 'deleted' },
      {
        table: 'refresh_tokens',
        column: 'uid',
        erasure: 'deleted',
        why: "Sessions are the sign-in's bookkeeping (sealed tokens); the account record says when the person last signed in.",
      },
      {
        table: 'revoked_sessions',
        column: 'uid',
        erasure: 'deleted',
        why: 'Session families revoked before their ID tokens expired, kept only until they do: bookkeeping, not about the person.',
      },
      {
        table: 'oob_codes',
        column: 'uid',
        erasure: 'deleted',
        why: 'One-time codes mailed to the person, valid for hours; what is stored is a hash that proves nothing to them.',
      },
    ],
    // No foreign key to the account (a revoked family must outlive nothing): deleted here.
    erase: async (ctx, uid) => {
      await ctx.db.deleteFrom('revoked_sessions').where('uid', '=', uid).execute();
    },
  },
});
