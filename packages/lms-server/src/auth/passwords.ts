// Password hashing with node:crypto's scrypt. Hashes are self-describing (`$scrypt$ln=14,r=8,p=1$<salt>$<hash>`),
// so the cost can rise later: a sign-in with an older, cheaper hash stores a new one (see needsRehash).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '@lms/domain';

export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/**
 * N = 2^14, r = 8, p = 1 (16 MiB per hash). Measured on the 2-core build machines: 2^14 takes about 45 ms and 2^15
 * about 120 ms, and a sign-in must stay under ~100 ms, so 2^14 it is. The async scrypt runs on libuv's thread pool,
 * so hashing does not block other requests.
 */
export const CURRENT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ ln: 14, r: 8, p: 1 });

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const HASH_PATTERN =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) would reject costs above 2^14.
    maxmem: 256 * 2 ** params.ln * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Refuse costs nobody here would have written: a tampered row must not make the server hash for minutes.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16)
    return null;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

/** Constant-time comparison; an unreadable stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with other parameters than today's, so it should be replaced. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { ln, r, p } = parsed.params;
  return ln !== CURRENT_SCRYPT_PARAMS.ln || r !== CURRENT_SCRYPT_PARAMS.r || p !== CURRENT_SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-ins with an unknown e-mail or an account without a
 * password, so response times do not tell which e-mails have accounts.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a password of anyone');
  await verifyPassword(password, await dummyHash);
}

/** scrypt on node:crypto's thread pool: the server's password hashing, injected into the domain. */
export const scryptPasswords: PasswordHasher = { hash: hashPassword, verify: verifyPassword, needsRehash };
