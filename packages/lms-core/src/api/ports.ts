// The back-end port: what the client needs from a back end, and nothing more. The self-hosted server adapter
// implements it over HTTP; a Firebase adapter will implement the same interfaces later. Keep it narrow.
import type { AuthResult, AuthTokens, IdentityUser, PasswordPolicy } from './identity';
import type { OperationInput, OperationName, OperationOutput } from './operations';

export type { AuthResult, AuthTokens, IdentityUser, PasswordPolicy, ProviderInfo } from './identity';

/** Claims of the ID token that the client reads (spec section 4: the admin flag comes from the `admin` claim). */
export interface IdTokenClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string | null;
  picture?: string | null;
  auth_time: number;
  iat: number;
  exp: number;
  provider: string;
  /** The session (refresh-token family) the token belongs to; the server refuses it once that session ends. */
  sid?: string;
  admin?: boolean;
}

export type OAuthProviderId = 'google' | 'microsoft';

export type OobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN';

export interface AccountChanges {
  displayName?: string | null;
  photoURL?: string | null;
  email?: string;
  password?: string;
}

export interface AuthPort {
  signUp(input: { email: string; password: string; displayName?: string }): Promise<AuthResult>;
  signInWithPassword(input: { email: string; password: string }): Promise<AuthResult>;
  /**
   * Confirms the signed-in user's current password before a sensitive change (spec 5). Unlike a sign-in, the account
   * is known, so a wrong password is reported as `auth/wrong-password`.
   */
  reauthenticate(input: { idToken: string; email: string; password: string }): Promise<AuthResult>;
  /** Opens the provider's sign-in in a popup (browser adapters only). */
  signInWithProvider(provider: OAuthProviderId): Promise<AuthResult>;
  signInWithEmailLink(input: { email: string; oobCode: string }): Promise<AuthResult>;
  /** Password reset, e-mail verification or e-mail sign-in link. */
  sendOobCode(input: {
    requestType: OobRequestType;
    email: string;
    continueUrl?: string;
    idToken?: string;
  }): Promise<void>;
  /** Completes a password reset from the mailed code; returns the account's e-mail. */
  resetPassword(input: { oobCode: string; newPassword: string }): Promise<{ email: string }>;
  refresh(refreshToken: string): Promise<AuthTokens>;
  lookup(idToken: string): Promise<IdentityUser>;
  /** E-mail and password changes need a recent sign-in; the answer carries new tokens when the old ones were revoked. */
  update(idToken: string, changes: AccountChanges): Promise<{ user: IdentityUser; tokens?: AuthTokens }>;
  deleteAccount(idToken: string): Promise<void>;
  revoke(refreshToken: string): Promise<void>;
  getPasswordPolicy(): Promise<PasswordPolicy>;
  /** Which popup providers the back end has configured, so a screen can say when one is not. */
  getProviders(): Promise<Record<OAuthProviderId, boolean>>;
  /**
   * For a provider whose own SDK keeps the signed-in user too (Firebase Auth): keep it on this device when "remember
   * me" is on, for this tab's session otherwise (spec 4), as the session keeps its tokens. Called after each sign-in.
   */
  keepSignedIn?(remember: boolean): Promise<void>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Milliseconds; defaults to the spec's 70 s callable timeout. */
  timeoutMs?: number;
}

export interface FunctionsPort {
  call<N extends OperationName>(
    name: N,
    data: OperationInput<N>,
    options?: CallOptions,
  ): Promise<OperationOutput<N>>;
}

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

export interface UploadOptions {
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface StoragePort {
  /** Uploads to `path` (for example `profile_pictures/{uid}/{filename}`); resumable above 256 KB. */
  upload(path: string, data: Blob, options: UploadOptions): Promise<{ path: string }>;
  getDownloadURL(path: string): Promise<string>;
}

export interface BackendPort {
  auth: AuthPort;
  functions: FunctionsPort;
  storage: StoragePort;
  /**
   * The address a page loads a media address of the back end's answers from (course pictures, videos, lesson
   * files): the self-hosted server names its own files by path (`/assets/demo/...`), which a page on another
   * origin must resolve against the server. Absent: addresses are used as they are (the page is on the server's site).
   */
  mediaUrl?: (url: string) => string;
  /**
   * The `crossOrigin` a video of that address is loaded with: 'anonymous' when the back end serves it with CORS
   * (its captions then load across origins). Absent: none (the page is on the server's site).
   */
  mediaCrossOrigin?: (url: string) => 'anonymous' | undefined;
  /**
   * The app address flows that leave the page return to (the payment page's success and cancel addresses): the app's
   * origin and the path the library is mounted under. Absent: the back end's own site.
   */
  appUrl?: string;
}

/**
 * Gives adapters the current ID token (refreshing it if needed); null when signed out. `forceRefresh` asks the
 * identity provider for a new one even when the current one has not expired (the back end refused it).
 */
export type IdTokenSource = (options?: { forceRefresh?: boolean }) => Promise<string | null>;
