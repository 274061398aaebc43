// Firebase Auth's REST API, for the one thing firebase-admin cannot do: turn a custom token into an ID token and a
// refresh token, as a client's signInWithCustomToken does. An embedded step receives a session made on the server
// (the same shape as the built-in provider's), so the exchange happens here.
import { LmsError, type SessionTokensWire } from '@lms/core';

export interface AuthRestOptions {
  /** The project's web API key (the key the Firebase SDK is configured with). */
  apiKey: string;
  /**
   * Where the Identity Toolkit API answers: Google's by default; the Auth emulator's
   * `http://<FIREBASE_AUTH_EMULATOR_HOST>/identitytoolkit.googleapis.com` when it runs.
   */
  identityToolkitUrl?: string;
  /** The Identity Platform tenant the accounts belong to, when not the project's own. */
  tenantId?: string;
}

export const GOOGLE_IDENTITY_TOOLKIT = 'https://identitytoolkit.googleapis.com';

/** The emulator's address when FIREBASE_AUTH_EMULATOR_HOST says one runs (firebase-admin reads the same variable). */
export function identityToolkitUrlFor(emulatorHost: string | undefined): string {
  return emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : GOOGLE_IDENTITY_TOOLKIT;
}

interface CustomTokenAnswer {
  idToken?: unknown;
  refreshToken?: unknown;
  expiresIn?: unknown;
  error?: { message?: unknown };
}

export async function exchangeCustomToken(
  options: AuthRestOptions,
  customToken: string,
): Promise<SessionTokensWire> {
  const base = options.identityToolkitUrl ?? GOOGLE_IDENTITY_TOOLKIT;
  const url = `${base}/v1/accounts:signInWithCustomToken?key=${encodeURIComponent(options.apiKey)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: customToken,
      returnSecureToken: true,
      ...(options.tenantId === undefined ? {} : { tenantId: options.tenantId }),
    }),
  });
  const answer = (await response.json().catch(() => ({}))) as CustomTokenAnswer;
  const expiresIn = Number(answer.expiresIn);
  if (
    !response.ok ||
    typeof answer.idToken !== 'string' ||
    typeof answer.refreshToken !== 'string' ||
    !Number.isInteger(expiresIn) ||
    expiresIn <= 0
  ) {
    // Firebase's own words (CONFIGURATION_NOT_FOUND, INVALID_CUSTOM_TOKEN ...) name what to fix in the project.
    const words =
      typeof answer.error?.message === 'string' ? answer.error.message : `HTTP ${response.status}`;
    throw new LmsError('functions/unavailable', `Firebase Auth did not start the session: ${words}`);
  }
  return { idToken: answer.idToken, refreshToken: answer.refreshToken, expiresIn };
}
