// The claims of a JWT, read without checking anything: the client only displays who is signed in and schedules the
// refresh from them, while the back end verifies every token it receives. A few lines instead of jose in the
// browser bundle, which the client needed only for this.

/** The payload of a compact JWS (`header.payload.signature`) as an object; throws a TypeError on anything else. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TypeError('A JWT has three dot-separated parts');
  const json = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlBytes(parts[1] ?? ''));
  const payload: unknown = JSON.parse(json);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new TypeError('The JWT payload is not a JSON object');
  }
  return payload as Record<string, unknown>;
}

function base64UrlBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new TypeError('The JWT payload is not base64url');
  }
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
