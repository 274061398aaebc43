// The running server's version, as its OpenAPI document states it (info.version).
import { API_PATHS, fetchWithTimeout, LmsError, networkTimeoutMs } from '@lms/core';
import { browserNetwork } from './browser-network';

export async function fetchServerVersion(baseUrl: string): Promise<string> {
  const url = `${baseUrl}${API_PATHS.openapi}`;
  const response = await fetchWithTimeout(
    (target, init) => globalThis.fetch(target, init),
    url,
    { headers: { Accept: 'application/json' }, cache: 'no-store' },
    networkTimeoutMs(browserNetwork),
    undefined,
    { timeoutCode: 'functions/deadline-exceeded', networkCode: 'functions/unavailable' },
  );
  if (!response.ok) throw new LmsError('functions/unavailable', `${url} answered ${response.status}`);
  const document = (await response.json()) as { info?: { version?: unknown } };
  const version = document.info?.version;
  if (typeof version !== 'string') throw new LmsError('functions/internal', `${url} names no info.version`);
  return version;
}
