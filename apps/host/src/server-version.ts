// The running server's version (its OpenAPI document's info.version), from the small endpoint made for this check.
import { API_PATHS, browserNetwork, fetchWithTimeout, LmsError, networkTimeoutMs } from '@lms/core';

export async function fetchServerVersion(baseUrl: string): Promise<string> {
  const url = `${baseUrl}${API_PATHS.version}`;
  const response = await fetchWithTimeout(
    (target, init) => globalThis.fetch(target, init),
    url,
    { headers: { Accept: 'application/json' }, cache: 'no-store' },
    networkTimeoutMs(browserNetwork),
    undefined,
    { timeoutCode: 'functions/deadline-exceeded', networkCode: 'functions/unavailable' },
  );
  if (!response.ok) throw new LmsError('functions/unavailable', `${url} answered ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  const version = body.version;
  if (typeof version !== 'string') throw new LmsError('functions/internal', `${url} names no version`);
  return version;
}
