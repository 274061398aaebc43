// A fast password hasher for tests and seeding: PBKDF2-SHA-256 on Web Crypto with few iterations. Hashing is a port
// the host injects (the server uses scrypt); this one keeps a seed of half a dozen accounts well under a second.
// Never for real passwords: 1000 iterations is far too few against an attacker with the hashes.
import type { PasswordHasher } from '@lms/domain';

const ITERATIONS = 1000;
const PREFIX = 'pbkdf2-sha256';

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return toHex(bits);
}

/** Same length strings compared without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export function createPbkdf2PasswordHasher(): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return `${PREFIX}$${ITERATIONS}$${toHex(salt)}$${await derive(password, salt, ITERATIONS)}`;
    },
    async verify(password, hash) {
      const [prefix, iterations, salt, expected] = hash.split('$');
      if (prefix !== PREFIX || iterations === undefined || salt === undefined || expected === undefined)
        return false;
      return sameText(await derive(password, fromHex(salt), Number(iterations)), expected);
    },
    needsRehash: () => false,
  };
}
