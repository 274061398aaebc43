// The page a request was written from: the `from` the header's link adds (a path on this site), else the
// browser's referrer when it is a page of this site other than the contact page (a full page load, the landing page).
const MAX = 2048;

export function pageCameFrom(from: string | null): string {
  if (typeof window === 'undefined') return '';
  const origin = window.location.origin;
  if (from !== null && from.startsWith('/') && !from.startsWith('//'))
    return `${origin}${from}`.slice(0, MAX);
  const referrer = typeof document === 'undefined' ? '' : document.referrer;
  if (referrer.startsWith(`${origin}/`) && !new URL(referrer).pathname.startsWith('/contact-support'))
    return referrer.slice(0, MAX);
  return '';
}
