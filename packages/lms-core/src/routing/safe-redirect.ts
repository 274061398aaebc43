// Decides whether a `redirect` query value may be followed: only same-origin paths, never off-site (DEVELOPERS.md).

// Resolution base only: `.invalid` can never be a real host, so any other origin means the value left the site.
const PROBE_ORIGIN = 'https://lms.invalid';
const MAX_REDIRECT_LENGTH = 2048;
// Each round peels one layer of percent-encoding; real paths need one or two, attackers stack more.
const MAX_DECODE_ROUNDS = 8;

// Raw text: control, format and whitespace characters are either stripped by URL parsers or invisible to people.
const UNSAFE_RAW_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;
// Decoded text may hold spaces (`a%20b`), but never controls or backslashes, which browsers read as `/`.
const UNSAFE_DECODED_CHARACTER = /[\p{Cc}\\]/u;

/**
 * Percent-decodes ASCII escapes only. Tolerant on purpose: `decodeURIComponent` throws on one stray `%`, which
 * would let `/%2F%2Fevil%` hide its slashes from a strict decoder while a lenient router still decodes them.
 */
function decodeAsciiEscapes(value: string): string {
  return value.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function staysOnSite(form: string): boolean {
  if (form[0] !== '/' || form[1] === '/') return false;
  try {
    const resolved = new URL(form, `${PROBE_ORIGIN}/`);
    // `/a/..//evil` resolves to the path `//evil`, which a later string concatenation could turn into a host.
    return resolved.origin === PROBE_ORIGIN && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * Returns `value` when it is a same-origin path that is safe to navigate to, otherwise null.
 * Rejects `//host`, `/\host`, schemes (`https:`, `javascript:`, `data:`), control and whitespace tricks, and the
 * same tricks hidden behind one or more layers of percent-encoding.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return null;
  if (UNSAFE_RAW_CHARACTER.test(value) || !staysOnSite(value)) return null;

  let form = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeAsciiEscapes(form);
    if (decoded === form) return value;
    if (UNSAFE_DECODED_CHARACTER.test(decoded) || !staysOnSite(decoded)) return null;
    form = decoded;
  }
  // Still changing after every round: nobody writes links like that.
  return null;
}
