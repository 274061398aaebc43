// The running server's version (its OpenAPI document's info.version), from the small endpoint made for this check.
import { API_PATHS } from '@lms/core';
import { fetchVersionAt } from './fresh-json';

export function fetchServerVersion(baseUrl: string): Promise<string> {
  return fetchVersionAt(`${baseUrl}${API_PATHS.version}`);
}
