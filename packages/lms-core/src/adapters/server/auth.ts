// AuthPort over the self-hosted server's /api/auth/ endpoints. Every answer is checked against the shared wire
// schemas, and every failure becomes an LmsError with a catalogue code, so screens never see raw HTTP.
import { LmsError } from '../../errors';
import { API_PATHS } from '../../api/wire';
import type { AccountChanges, AuthPort, AuthResult, AuthTokens, OAuthProviderId } from '../../api/ports';
import { fetchWithTimeout, networkTimeoutMs } from '../../api/client';
import type { FetchFunction, NetworkInfo } from '../../api/client';
import { systemClock } from '../../platform/clock';
import type { Clock } from '../../platform/clock';
import type { z } from '../../platform/zod-mini';
import {
  AUTH_ENDPOINTS,
  authResultFromWire,
  authSessionResponseSchema,
  authTokensFromWire,
  emptyResponseSchema,
  lookupResponseSchema,
  passwordPolicyResponseSchema,
  providersResponseSchema,
  resetPasswordResponseSchema,
  tokenResponseSchema,
  updateAccountResponseSchema,
} from '../../api/auth-wire';
import type { AuthSessionResponse, SessionTokensWire } from '../../api/auth-wire';
import { authErrorFromResponse } from './auth-errors';

export interface ServerAuthOptions {
  /** Origin (and optional prefix) of the server, e.g. `https://lms.example.org`; a trailing slash is ignored. */
  baseUrl: string;
  fetch?: FetchFunction;
  /** Google / Microsoft popup sign-in (the popup adapter); without it provider sign-in is not available. */
  openPopup?: (provider: OAuthProviderId) => Promise<AuthResult>;
  /** Read at every request for the network timeout of spec 9 (30 s, 60 s on mobile, 5 s offline). */
  network?: NetworkInfo;
  clock?: Clock;
  /**
   * The app address the links of the account e-mails open (sign-in link, password reset), sent with every mailed-code
   * request; absent: the server's own site. See `createServerBackend`'s `appUrl`.
   */
  appUrl?: string;
}

/** Kept as a name for callers that typed against it; re-authentication is now part of every AuthPort. */
export type ServerAuthPort = AuthPort;

const ONLINE_DESKTOP: NetworkInfo = { isMobile: false, isOnline: true };

export function serverAuth(options: ServerAuthOptions): ServerAuthPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  // Wrapped so browsers never see fetch called with a receiver other than the global object.
  const fetchFn: FetchFunction = options.fetch ?? ((url, init) => globalThis.fetch(url, init));

  async function request<S extends z.ZodMiniType>(
    endpoint: string,
    schema: S,
    body?: Record<string, unknown>,
  ): Promise<z.output<S>> {
    const init: RequestInit =
      body === undefined
        ? { method: 'GET', headers: { Accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body),
          };
    const url = `${baseUrl}${API_PATHS.auth(endpoint)}`;
    const response = await fetchWithTimeout(
      fetchFn,
      url,
      init,
      networkTimeoutMs(options.network ?? ONLINE_DESKTOP),
      undefined,
      {
        clock,
      },
    );
    const text = await response.text();
    if (!response.ok) throw authErrorFromResponse(endpoint, response.status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new LmsError('auth/internal-error', `The server's answer to ${endpoint} is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new LmsError(
        'auth/internal-error',
        `The server's answer to ${endpoint} has an unexpected shape`,
        parsed.error.issues,
      );
    }
    return parsed.data;
  }

  const tokensFrom = (wire: SessionTokensWire): AuthTokens => authTokensFromWire(wire, clock.now());
  const resultFrom = (answer: AuthSessionResponse): AuthResult => authResultFromWire(answer, clock.now());

  return {
    async signUp(input) {
      return resultFrom(await request(AUTH_ENDPOINTS.signUp, authSessionResponseSchema, { ...input }));
    },
    async signInWithPassword(input) {
      return resultFrom(
        await request(AUTH_ENDPOINTS.signInWithPassword, authSessionResponseSchema, { ...input }),
      );
    },
    async reauthenticate(input) {
      return resultFrom(
        await request(AUTH_ENDPOINTS.signInWithPassword, authSessionResponseSchema, { ...input }),
      );
    },
    async signInWithProvider(provider) {
      if (!options.openPopup) {
        throw new LmsError(
          'auth/operation-not-allowed',
          `Sign-in with ${provider} is not available in this app`,
        );
      }
      return options.openPopup(provider);
    },
    async signInWithEmailLink(input) {
      return resultFrom(
        await request(AUTH_ENDPOINTS.signInWithEmailLink, authSessionResponseSchema, { ...input }),
      );
    },
    async sendOobCode(input) {
      const appUrl = options.appUrl === undefined ? {} : { appUrl: options.appUrl };
      await request(AUTH_ENDPOINTS.sendOobCode, emptyResponseSchema, { ...input, ...appUrl });
    },
    async resetPassword(input) {
      return request(AUTH_ENDPOINTS.resetPassword, resetPasswordResponseSchema, { ...input });
    },
    async refresh(refreshToken) {
      const answer = await request(AUTH_ENDPOINTS.token, tokenResponseSchema, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return tokensFrom({
        idToken: answer.id_token,
        refreshToken: answer.refresh_token,
        expiresIn: answer.expires_in,
      });
    },
    async lookup(idToken) {
      return (await request(AUTH_ENDPOINTS.lookup, lookupResponseSchema, { idToken })).user;
    },
    async update(idToken, changes: AccountChanges) {
      const body: Record<string, unknown> = { idToken };
      if (changes.displayName !== undefined) body.displayName = changes.displayName;
      if (changes.photoURL !== undefined) body.photoUrl = changes.photoURL;
      if (changes.email !== undefined) body.email = changes.email;
      if (changes.password !== undefined) body.password = changes.password;
      const answer = await request(AUTH_ENDPOINTS.update, updateAccountResponseSchema, body);
      return answer.tokens ? { user: answer.user, tokens: tokensFrom(answer.tokens) } : { user: answer.user };
    },
    async deleteAccount(idToken) {
      await request(AUTH_ENDPOINTS.delete, emptyResponseSchema, { idToken });
    },
    async revoke(refreshToken) {
      await request(AUTH_ENDPOINTS.revokeToken, emptyResponseSchema, { token: refreshToken });
    },
    async getPasswordPolicy() {
      return request(AUTH_ENDPOINTS.passwordPolicy, passwordPolicyResponseSchema);
    },
    async getProviders() {
      return request(AUTH_ENDPOINTS.providers, providersResponseSchema);
    },
  };
}
