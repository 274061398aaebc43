// The Content-Security-Policy of the documents every host sends (issue 25): the server's, and the Firebase host's
// Hosting headers and page functions. Escaping is the first defence against
// injected markup; this policy is the second: even if a page printed an attacker's <script> or <object>, the
// browser would not run it. Scripts come only from this site's files (the host app's Vite bundles carry no inline
// script) or, for a server-rendered page with an inline script, by that script's nonce or hash.
//
// Styles keep 'unsafe-inline': React and the UI kit's libraries (Radix's scroll lock, Recharts) set style
// attributes and insert <style> elements at run time, and a hash or nonce would switch that off. Style injection
// cannot run script, so the script rules above stay strict.

export interface DocumentPolicyOptions {
  /** Who may frame the document: "'none'" (default) or "'self'" plus the allowed embedding origins. */
  frameAncestors?: readonly string[];
  /** Extra script sources: `'nonce-…'` or `'sha256-…'` of an inline script of this document. */
  scripts?: readonly string[];
  /** Where forms may post; this site by default. */
  formAction?: readonly string[];
  /** Services the page's own code calls besides this site (a Firebase build calls Google's APIs). */
  connect?: readonly string[];
  /** Frames the page may open besides this site's (Firebase Auth's sign-in helper frame). */
  frames?: readonly string[];
}

export function documentPolicy(options: DocumentPolicyOptions = {}): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.scripts ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Photos, thumbnails and lesson videos may be any http(s) address (lms-core's isUserSettableUrl); uploads
    // are previewed from blob: URLs before they are sent.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', 'http:']],
    ['media-src', ["'self'", 'blob:', 'https:', 'http:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(options.connect ?? [])]],
    ...(options.frames
      ? ([['frame-src', ["'self'", ...options.frames]]] as [string, readonly string[]][])
      : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', options.formAction ?? ["'self'"]],
    ['frame-ancestors', options.frameAncestors ?? ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Powerful browser features no page of the platform uses, switched off for every page and every frame in it
 * (an injected or framed page cannot ask for them either).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
