// What the browser host injects into the domain (lms-domain's DomainContext): password hashing on Web Crypto's
// PBKDF2 (a browser has no scrypt), a log on the console, and no mail relay or outside payment service, so mails stay
// in the outbox table and the offline sandbox takes payments.
import {
  builtInIdentity,
  createMemoryFileBytes,
  type DomainContext,
  type DomainLog,
  type LogFn,
  type PasswordHasher,
} from '@lms/domain';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. Stories and tests pass far fewer: they guard nothing real. */
export const DEFAULT_PBKDF2_ITERATIONS = 210_000;

const SALT_BYTES = 16;
const KEY_BITS = 256;
/** A stored hash asking for more is not ours: a tampered row must not make the page hash for minutes. */
const MAX_ITERATIONS = 5_000_000;
const HASH_PATTERN = /^\$pbkdf2-sha256\$i=(\d{1,7})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number, bits: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const derived = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    bits,
  );
  return new Uint8Array(derived);
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array;
  key: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return null;
  const iterations = Number(match[1]);
  if (iterations < 1 || iterations > MAX_ITERATIONS) return null;
  try {
    const salt = fromBase64(match[2] ?? '');
    const key = fromBase64(match[3] ?? '');
    // Only hashes of our own shape: a shortened key would be a shorter, weaker prefix of the right one.
    return key.length === KEY_BITS / 8 && salt.length >= SALT_BYTES ? { iterations, salt, key } : null;
  } catch {
    return null;
  }
}

/** Compares in time that depends only on the lengths. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * PBKDF2-HMAC-SHA256 through Web Crypto, with self-describing hashes (`$pbkdf2-sha256$i=<n>$<salt>$<hash>`, base64),
 * so a later change of `iterations` rehashes each password at its next sign-in (needsRehash).
 */
export function pbkdf2Passwords(iterations: number = DEFAULT_PBKDF2_ITERATIONS): PasswordHasher {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new RangeError(`PBKDF2 iterations must be a whole number from 1 to ${MAX_ITERATIONS}.`);
  }
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const key = await derive(password, salt, iterations, KEY_BITS);
      return `$pbkdf2-sha256$i=${iterations}$${toBase64(salt)}$${toBase64(key)}`;
    },
    async verify(password, stored) {
      const parsed = parseHash(stored);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.iterations, KEY_BITS);
      return constantTimeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parseHash(stored);
      return parsed !== null && parsed.iterations !== iterations;
    },
  };
}

export type ConsoleLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const LEVELS: Record<ConsoleLogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** pino's call shapes on the console, at `level` and above: errors only unless asked (stories stay quiet). */
export function consoleLog(level: ConsoleLogLevel = 'error', target: Console = console): DomainLog {
  const at = (name: Exclude<ConsoleLogLevel, 'silent'>): LogFn => {
    if (LEVELS[name] < LEVELS[level]) return () => {};
    return ((first: string | object, message?: string) => {
      if (typeof first === 'string') target[name](`[lms] ${first}`);
      else target[name](`[lms] ${message ?? ''}`, first);
    }) as LogFn;
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

export interface BrowserPortsOptions {
  passwordIterations?: number;
  logLevel?: ConsoleLogLevel;
}

export type BrowserPorts = Pick<
  DomainContext,
  'identity' | 'mailTransport' | 'paymentProviders' | 'log' | 'fileBytes'
>;

export function browserPorts(options: BrowserPortsOptions = {}): BrowserPorts {
  return {
    identity: builtInIdentity(pbkdf2Passwords(options.passwordIterations)),
    log: consoleLog(options.logLevel),
    // No relay: the domain keeps every mail in its outbox table, which LocalServer.outbox() reads.
    mailTransport: null,
    // No outside service: the sandbox provider (config.payments.sandbox) takes the payments.
    paymentProviders: null,
    // Files live in the page's memory: the domain's file service keeps their records and rules as anywhere.
    fileBytes: createMemoryFileBytes(),
  };
}
