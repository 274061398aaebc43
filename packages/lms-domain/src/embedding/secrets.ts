// API keys, launch tokens and fetch codes: 256 random bits, base64url, stored only as SHA-256 (a leaked database
// gives nothing usable). A fast hash is enough for secrets this long; passwords are another matter.
import { randomToken } from '../platform/random';
import { hashToken } from '../auth/refresh-tokens';

/** API keys carry a recognisable prefix, so a key pasted into the wrong place is easy to spot and to search for. */
export const API_KEY_PREFIX = 'lmsk_';

export function newSecret(): string {
  return randomToken(32);
}

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${newSecret()}`;
}

export const hashSecret = hashToken;
