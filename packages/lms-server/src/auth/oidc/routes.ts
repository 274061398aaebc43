// Google / Microsoft sign-in in a popup: the OpenID Connect code flow with PKCE.
//   GET /api/auth/oauth/:provider/start?origin=<opener origin>   -> redirect to the provider
//   GET /api/auth/oauth/:provider/callback?code&state             -> page posting the result to the opener
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { API_PATHS, isLmsError, LmsError } from '@lms/core';
import type { ServerContext } from '../../context';
import { enforceRateLimit } from '@lms/domain';
import { consumeOAuthState, saveOAuthState } from '@lms/domain';
import { createOidcClients, type FetchLike } from './oidc-clients';
import { allowedOpenerOrigin } from './opener-origin';
import { profileFromClaims } from '@lms/domain';
import { providerRefusal, recordProviderSignInRefusal, signInWithProviderProfile } from '@lms/domain';
import { findOidcProvider, OIDC_SCOPES, redirectUri, type OidcProvider } from '@lms/domain';
import {
  OAUTH_RESULT_MESSAGE_TYPE,
  sendPlainErrorPage,
  sendResultPage,
  type OAuthResultMessage,
} from './result-page';

export interface OidcRoutesOptions {
  /** How the server reaches the providers (discovery, token, keys, userinfo); defaults to the global fetch. */
  fetch?: FetchLike;
}

/** Sign-in starts per client address: generous for a classroom behind one NAT, a wall for a flood of states. */
const START_RATE_LIMIT = { limit: 120, windowMs: 15 * 60_000 };

type StartRequest = FastifyRequest<{ Params: { provider: string }; Querystring: { origin?: string } }>;
type CallbackRequest = FastifyRequest<{
  Params: { provider: string };
  Querystring: { state?: string; code?: string; error?: string };
}>;

export async function registerOidcRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: OidcRoutesOptions = {},
): Promise<void> {
  const clients = createOidcClients(ctx, options);

  app.get(API_PATHS.auth('oauth/:provider/start'), async (request: StartRequest, reply) => {
    const provider = findOidcProvider(request.params.provider);
    if (!provider) return sendPlainErrorPage(reply, 404, 'This sign-in provider does not exist.');
    const origin = allowedOpenerOrigin(ctx.config, request.query.origin);
    if (!origin) {
      return sendPlainErrorPage(
        reply,
        400,
        'This sign-in page may only be opened by the learning platform itself.',
      );
    }
    try {
      await enforceRateLimit(ctx, `oauth-start:ip:${request.ip}`, START_RATE_LIMIT);
      const configuration = await clients.get(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await saveOAuthState(ctx, {
        state,
        provider: provider.id,
        code_verifier: codeVerifier,
        nonce,
        opener_origin: origin,
      });
      const authorizationUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(ctx.config, provider),
        scope: OIDC_SCOPES,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Spec section 7: the account chooser, so a shared computer does not sign in the last person silently.
        prompt: 'select_account',
      });
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
    } catch (error) {
      return sendResultPage(reply, origin, errorMessage(request, error));
    }
  });

  app.get(API_PATHS.auth('oauth/:provider/callback'), async (request: CallbackRequest, reply) => {
    const provider = findOidcProvider(request.params.provider);
    const { state } = request.query;
    const flow = provider && state ? await consumeOAuthState(ctx, state) : null;
    if (!provider || !flow || flow.provider !== provider.id) {
      // Without a live state we do not know which window may receive an answer, so nothing is posted.
      return sendPlainErrorPage(reply, 400, 'This sign-in has expired or was already completed.');
    }
    try {
      if (request.query.error !== undefined) throw providerRefusal(provider, request.query.error);
      const session = await finishSignIn(ctx, clients, provider, request, flow);
      return sendResultPage(reply, flow.opener_origin, { type: OAUTH_RESULT_MESSAGE_TYPE, ...session });
    } catch (error) {
      const userAgent = request.headers['user-agent'];
      await recordProviderSignInRefusal(ctx, provider, error, {
        clientIp: request.ip,
        ...(userAgent === undefined ? {} : { userAgent }),
      });
      return sendResultPage(reply, flow.opener_origin, errorMessage(request, error));
    }
  });
}

async function finishSignIn(
  ctx: ServerContext,
  clients: ReturnType<typeof createOidcClients>,
  provider: OidcProvider,
  request: CallbackRequest,
  flow: { code_verifier: string; nonce: string; state: string },
) {
  const configuration = await clients.get(provider);
  // The URL the provider redirected to, rebuilt on our public address (the request may have come via a proxy).
  const currentUrl = new URL(redirectUri(ctx.config, provider));
  currentUrl.search = new URL(request.url, 'http://placeholder').search;
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.log.warn({ err: error, provider: provider.id }, 'OpenID Connect code exchange failed');
    throw new LmsError(
      'auth/invalid-credential',
      `${provider.label} did not confirm this sign-in. Try again.`,
    );
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw new LmsError('auth/invalid-credential', `${provider.label} sent no ID token.`);
  const claims: Record<string, unknown> = {
    ...(await userInfo(ctx, configuration, provider, tokens.access_token, idClaims.sub)),
    ...idClaims,
  };
  return signInWithProviderProfile(ctx, provider, profileFromClaims(provider, idClaims.sub, claims));
}

/** Userinfo fills in what the ID token leaves out (Microsoft often omits e-mail); a failure is only logged. */
async function userInfo(
  ctx: ServerContext,
  configuration: client.Configuration,
  provider: OidcProvider,
  accessToken: string,
  subject: string,
): Promise<Record<string, unknown>> {
  if (!configuration.serverMetadata().userinfo_endpoint) return {};
  try {
    return await client.fetchUserInfo(configuration, accessToken, subject);
  } catch (error) {
    ctx.log.warn(
      { err: error, provider: provider.id },
      'Reading the provider profile failed; using the ID token only',
    );
    return {};
  }
}

/** What the popup posts for a failure: the catalogue error as is, our own bugs only as auth/internal-error. */
function errorMessage(request: FastifyRequest, error: unknown): OAuthResultMessage {
  if (isLmsError(error)) {
    return { type: OAUTH_RESULT_MESSAGE_TYPE, error: { code: error.code, message: error.message } };
  }
  request.log.error({ err: error }, 'OpenID Connect sign-in failed');
  return {
    type: OAUTH_RESULT_MESSAGE_TYPE,
    error: { code: 'auth/internal-error', message: 'Sign-in failed because of a server error.' },
  };
}
