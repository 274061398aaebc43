// Where the payment page may send the browser after startCheckout: the payment provider's page the server named.
// The address comes from our own back end, never from the URL bar, but it still leaves the app, so only web pages
// are followed: https anywhere (Stripe Checkout, or the sandbox page of a server behind TLS), plain http only on the
// page's own origin or a loopback host (the sandbox page of a local server). Never javascript:, data: or the like.

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The absolute address to open for a checkout `url` (relative addresses resolve against the page), or null when
 * it must not be opened.
 */
export function checkoutRedirectUrl(url: string, pageHref: string): string | null {
  let target: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    target = new URL(url, page);
  } catch {
    return null;
  }
  if (target.username !== '' || target.password !== '') return null;
  if (target.protocol === 'https:') return target.href;
  if (target.protocol !== 'http:') return null;
  if (target.origin === page.origin || LOOPBACK_HOSTS.has(target.hostname)) return target.href;
  return null;
}
