// Media addresses of the self-hosted server's answers, made loadable from any origin. The server names its own
// files by path (the demo catalogue's `/assets/demo/...` pictures, videos and lesson files): on the server's site
// a path works, on a library host's origin it would point at the host. Stored files already come absolute.

/**
 * `url` as a page on any origin loads it: a path on the server (one leading slash) joined to the server's base
 * URL; anything else (absolute, protocol-relative, `data:`, `blob:`, empty) as it is.
 */
export function resolveMediaUrl(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${baseUrl.replace(/\/+$/, '')}${url}`;
}

/**
 * How a `<video>` asks for `url`: with CORS ('anonymous') when it is on the server, which answers CORS for the
 * library origins, so the captions track (also on the server) may load on another origin; without, for a video on
 * another site, which may send no CORS headers (asking for them would stop it playing).
 */
export function mediaCrossOrigin(url: string, baseUrl: string): 'anonymous' | undefined {
  try {
    return new URL(resolveMediaUrl(url, baseUrl)).origin === new URL(baseUrl).origin
      ? 'anonymous'
      : undefined;
  } catch {
    return undefined;
  }
}
