// The identity provider's account types (spec section 3), apart from the ports so the auth wire schemas
// (auth-wire.ts) can check their shapes against them without importing the ports, which import the operations.

export interface ProviderInfo {
  providerId: string;
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** The identity provider's user (spec section 3). Times are milliseconds since the epoch. */
export interface IdentityUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  tenantId: string | null;
  isAnonymous: boolean;
  providerData: ProviderInfo[];
  createdAt: number;
  lastLoginAt: number | null;
  disabled: boolean;
}

export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
}

export interface AuthTokens {
  idToken: string;
  refreshToken: string;
  /** Expiry of the ID token, milliseconds since the epoch. */
  expiresAt: number;
}

export interface AuthResult {
  user: IdentityUser;
  tokens: AuthTokens;
  isNewUser: boolean;
}
