// The identity provider's JSON endpoints (spec section 7) as one table: which request schema each takes and which
// account rule answers it. Every host routes through it (the server's Fastify routes, the browser's in-process
// back end), so none of them maps an endpoint to a rule by hand.
import {
  AUTH_ENDPOINTS,
  idTokenRequestSchema,
  resetPasswordRequestSchema,
  revokeTokenRequestSchema,
  sendOobCodeRequestSchema,
  signInWithEmailLinkRequestSchema,
  signInWithPasswordRequestSchema,
  signUpRequestSchema,
  tokenRequestSchema,
  updateAccountRequestSchema,
} from '@lms/core';
import type { DomainContext } from '../context';
import type { IdentityPostHandler } from '../identity/identity-provider';
import { deleteAccount, lookupAccount, updateAccount } from './account-changes';
import { resetPasswordWithCode, sendOobCode, signInWithEmailLink } from './oob-flows';
import { parseAuthBody } from './parse-body';
import { signInWithPassword, signUpWithPassword } from './password-accounts';
import { publicJwks } from './signing-keys';
import { refreshGrant, revokeRefreshToken } from './token-grants';
import { effectivePasswordPolicy, offeredProviders } from '../settings/site-settings';

/**
 * Every POST endpoint of the table takes a JSON body only (415 otherwise): a form or text body is what another
 * site's page can send without a CORS preflight (issue 25). Hosts answer with this text.
 */
export const AUTH_JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

export type AuthPostHandler = IdentityPostHandler<DomainContext>;

const origin = (clientIp: string, userAgent: string | undefined) => ({
  clientIp,
  ...(userAgent ? { userAgent } : {}),
});

export const AUTH_POST_ENDPOINTS: Readonly<Record<string, AuthPostHandler>> = {
  [AUTH_ENDPOINTS.signUp]: (ctx, body, ip) =>
    signUpWithPassword(ctx, parseAuthBody(signUpRequestSchema, body), ip),
  [AUTH_ENDPOINTS.signInWithPassword]: (ctx, body, ip, agent) =>
    signInWithPassword(ctx, parseAuthBody(signInWithPasswordRequestSchema, body), ip, agent),
  [AUTH_ENDPOINTS.sendOobCode]: (ctx, body, ip) =>
    sendOobCode(ctx, parseAuthBody(sendOobCodeRequestSchema, body), ip),
  [AUTH_ENDPOINTS.signInWithEmailLink]: (ctx, body) =>
    signInWithEmailLink(ctx, parseAuthBody(signInWithEmailLinkRequestSchema, body)),
  [AUTH_ENDPOINTS.resetPassword]: (ctx, body, ip, agent) =>
    resetPasswordWithCode(ctx, parseAuthBody(resetPasswordRequestSchema, body), origin(ip, agent)),
  [AUTH_ENDPOINTS.update]: (ctx, body, ip, agent) =>
    updateAccount(ctx, parseAuthBody(updateAccountRequestSchema, body), origin(ip, agent)),
  [AUTH_ENDPOINTS.lookup]: (ctx, body) =>
    lookupAccount(ctx, parseAuthBody(idTokenRequestSchema, body).idToken),
  [AUTH_ENDPOINTS.delete]: (ctx, body) =>
    deleteAccount(ctx, parseAuthBody(idTokenRequestSchema, body).idToken),
  [AUTH_ENDPOINTS.revokeToken]: (ctx, body) =>
    revokeRefreshToken(ctx, parseAuthBody(revokeTokenRequestSchema, body).token),
  [AUTH_ENDPOINTS.token]: (ctx, body, ip, agent) =>
    refreshGrant(ctx, parseAuthBody(tokenRequestSchema, body).refresh_token, origin(ip, agent)),
};

/** Read-only answers a client asks for before signing in: password policy, reCAPTCHA (off), popup providers. */
export const AUTH_GET_ENDPOINTS: Readonly<Record<string, (ctx: DomainContext) => Promise<unknown>>> = {
  [AUTH_ENDPOINTS.passwordPolicy]: (ctx) => effectivePasswordPolicy(ctx),
  [AUTH_ENDPOINTS.recaptchaConfig]: async () => ({
    recaptchaEnforcementState: [{ provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' }],
  }),
  [AUTH_ENDPOINTS.providers]: (ctx) => offeredProviders(ctx),
  'jwks.json': (ctx) => publicJwks(ctx),
};
