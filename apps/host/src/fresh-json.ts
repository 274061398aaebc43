// A small JSON file the boot asks the site for (the server's version, Hosting's project configuration), never from
// the browser's cache and within the spec's network timeouts; failures as the catalogue's `functions/` errors.
import { browserNetwork, fetchWithTimeout, LmsError, networkTimeoutMs } from '@lms/core';

export async function fetchFreshJson(url: string): Promise<unknown> {
  const response = await fetchWithTimeout(
    (target, init) => globalThis.fetch(target, init),
    url,
    { headers: { Accept: 'application/json' }, cache: 'no-store' },
    networkTimeoutMs(browserNetwork),
    undefined,
    { timeoutCode: 'functions/deadline-exceeded', networkCode: 'functions/unavailable' },
  );
  if (!response.ok) throw new LmsError('functions/unavailable', `${url} answered ${response.status}`);
  return response.json();
}

/** The `version` a back end names at `url` (`{ "version": "1.4.0" }`). */
export async function fetchVersionAt(url: string): Promise<string> {
  const body = (await fetchFreshJson(url)) as { version?: unknown } | null;
  const version = body?.version;
  if (typeof version !== 'string') throw new LmsError('functions/internal', `${url} names no version`);
  return version;
}
