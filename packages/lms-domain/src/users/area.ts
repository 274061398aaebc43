// The users area: user documents (spec section 7), the administrators' users list and roles, the welcome e-mail.
import { defineDomainArea } from '../areas/define-area';
import { personalRows } from '../areas/personal-data';
import { usersHandlers } from './handlers';
import { welcomeMailHandlers } from './welcome-mail';

export const usersArea = defineDomainArea({
  name: 'users',
  handlers: { ...usersHandlers, ...welcomeMailHandlers },
  personalData: async (ctx, uid) => ({
    account: await personalRows(ctx, 'users', 'uid', uid),
    signInProviders: await personalRows(ctx, 'identities', 'uid', uid),
  }),
});
