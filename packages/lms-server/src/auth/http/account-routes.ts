// The JSON endpoints of spec section 7's identity provider. Handlers only parse and delegate; the rules live in the
// services next to this folder.
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
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { deleteAccount, lookupAccount, updateAccount } from '@lms/domain';
import { resetPasswordWithCode, sendOobCode, signInWithEmailLink } from '@lms/domain';
import { signInWithPassword, signUpWithPassword } from '@lms/domain';
import { refreshGrant, revokeRefreshToken } from '@lms/domain';
import { parseAuthBody } from '@lms/domain';

/** find-my-way reads ":" as a parameter; "::" is a literal colon, as in "accounts:signUp". */
export const routePath = (endpoint: string) => `/${endpoint.replace(/:/g, '::')}`;

export function registerAccountRoutes(scope: FastifyInstance, ctx: ServerContext): void {
  const post = (endpoint: string, handle: (body: unknown, clientIp: string) => Promise<unknown>) =>
    scope.post(routePath(endpoint), async (request, reply) => {
      const answer = await handle(request.body, request.ip);
      return reply.header('Cache-Control', 'no-store').send(answer);
    });

  post(AUTH_ENDPOINTS.signUp, (body, ip) =>
    signUpWithPassword(ctx, parseAuthBody(signUpRequestSchema, body), ip),
  );
  post(AUTH_ENDPOINTS.signInWithPassword, (body, ip) =>
    signInWithPassword(ctx, parseAuthBody(signInWithPasswordRequestSchema, body), ip),
  );
  post(AUTH_ENDPOINTS.sendOobCode, (body, ip) =>
    sendOobCode(ctx, parseAuthBody(sendOobCodeRequestSchema, body), ip),
  );
  post(AUTH_ENDPOINTS.signInWithEmailLink, (body) =>
    signInWithEmailLink(ctx, parseAuthBody(signInWithEmailLinkRequestSchema, body)),
  );
  post(AUTH_ENDPOINTS.resetPassword, (body) =>
    resetPasswordWithCode(ctx, parseAuthBody(resetPasswordRequestSchema, body)),
  );
  post(AUTH_ENDPOINTS.update, (body) => updateAccount(ctx, parseAuthBody(updateAccountRequestSchema, body)));
  post(AUTH_ENDPOINTS.lookup, (body) =>
    lookupAccount(ctx, parseAuthBody(idTokenRequestSchema, body).idToken),
  );
  post(AUTH_ENDPOINTS.delete, (body) =>
    deleteAccount(ctx, parseAuthBody(idTokenRequestSchema, body).idToken),
  );
  post(AUTH_ENDPOINTS.revokeToken, (body) =>
    revokeRefreshToken(ctx, parseAuthBody(revokeTokenRequestSchema, body).token),
  );
  post(AUTH_ENDPOINTS.token, (body) =>
    refreshGrant(ctx, parseAuthBody(tokenRequestSchema, body).refresh_token),
  );
}
