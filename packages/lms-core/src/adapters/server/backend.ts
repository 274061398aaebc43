// The whole back end of the self-hosted server from its base URL, in one call: what a React app on any origin
// passes to <LmsProvider config={{ backend }}> (docs/library.md). Sign-in, operations and files go to the server
// with the ID token in a header (never a cookie), and media paths in its answers are resolved against it.
import type { NetworkInfo } from '../../api/client';
import type { BackendPort, IdTokenSource } from '../../api/ports';
import { browserNetwork } from '../browser-network';
import type { Clock } from '../../platform/clock';
import { resolveAppUrl } from './app-url';
import { serverAuth } from './auth';
import { openProviderPopup } from './auth-popup';
import { serverFunctions } from './functions';
import { mediaCrossOrigin, resolveMediaUrl } from './media-url';
import { createServerStorage } from './storage';

export interface ServerBackendOptions {
  /** Where the server is, e.g. `https://lms.example.org` (a trailing slash is ignored). */
  baseUrl: string;
  /** The device's connection, for the spec's network timeouts; default: the browser's, read at every request. */
  network?: NetworkInfo;
  /** Default: the global fetch (tests pass their own). */
  fetch?: typeof fetch;
  clock?: Clock;
  /**
   * This app's address, where the payment page and the links in e-mails bring the learner back: its origin and the
   * path the library is mounted under, absolute (`https://partner.example/learn`) or as a path on this page's origin
   * (`/learn`, the `basename` given to `LmsRouter`). Default: this page's origin (the library at the root).
   */
  appUrl?: string;
}

/**
 * A back-end factory for `LmsProvider`: the library calls it with the session's ID-token source, which the
 * functions and storage adapters attach to their requests.
 */
export function createServerBackend(
  options: ServerBackendOptions,
): (getIdToken: IdTokenSource) => BackendPort {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const network = options.network ?? browserNetwork;
  const { fetch, clock } = options;
  const optional = { ...(fetch ? { fetch } : {}), ...(clock ? { clock } : {}) };
  const appUrl = resolveAppUrl(options.appUrl);
  const withAppUrl = appUrl === null ? {} : { appUrl };
  return (getIdToken) => ({
    auth: serverAuth({
      baseUrl,
      network,
      ...withAppUrl,
      openPopup: (provider) => openProviderPopup({ baseUrl, provider, ...(clock ? { clock } : {}) }),
      ...optional,
    }),
    functions: serverFunctions({ baseUrl, getIdToken, network, ...optional }),
    storage: createServerStorage({ baseUrl, getIdToken, ...optional }),
    mediaUrl: (url) => resolveMediaUrl(url, baseUrl),
    mediaCrossOrigin: (url) => mediaCrossOrigin(url, baseUrl),
    ...withAppUrl,
  });
}
