// The browser side of a boot redirect. Security rule: never redirect off-site, so other origins must be listed.
import { LmsError } from '../../errors/lms-error';

type NavigableLocation = Pick<Location, 'href' | 'origin' | 'assign'>;

export interface BrowserNavigateOptions {
  /** Origins other than the page's own that a redirect may go to, e.g. 'https://sso.example.com'. */
  allowedOrigins?: readonly string[];
  /** Defaults to window.location; injectable for tests and non-window hosts. */
  location?: NavigableLocation;
}

export function browserNavigate(options: BrowserNavigateOptions = {}): (url: string) => void {
  return (url) => {
    const location = options.location ?? window.location;
    const target = new URL(url, location.href);
    const allowed =
      target.origin === location.origin || (options.allowedOrigins ?? []).includes(target.origin);
    if (!allowed) {
      throw new LmsError('functions/permission-denied', `Refusing to redirect off-site to ${target.origin}`);
    }
    location.assign(target.href);
  };
}
