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
