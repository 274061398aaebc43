// ID tokens of the in-memory back end: real JWTs with alg "none", so lms-core's readIdTokenClaims decodes them
// exactly as it decodes the server's signed ones. They cannot be forged into this back end all the same: it accepts
// only tokens it issued itself (see MemoryAuthority.checkIdToken), the stand-in for a signature check.

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `header.payload.` with an empty signature, as RFC 7519 section 6 defines unsecured JWTs. */
export function encodeUnsignedJwt(payload: Readonly<Record<string, unknown>>): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.`;
}
