// The users area: user documents (spec section 7), the administrators' users list and roles, the welcome e-mail.
import { defineDomainArea } from '../areas/define-area';
import { usersHandlers } from './handlers';
import { welcomeMailHandlers } from './welcome-mail';

export const usersArea = defineDomainArea({
  name: 'users',
  handlers: { ...usersHandlers, ...welcomeMailHandlers },
});
