// Addresses a person can set that end up in src or href attributes (profile photo, links): an http(s) address or a
// path on this server (the file storage's download URLs, /assets/...). Never javascript:, data:, blob: or a
// protocol-relative //host address. Shared by the contract's schemas, the identity provider's wire schemas and the
// server's ID-token claims, so no copy of the rule can drift.
const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const LOCAL_PATH = /^\/(?![/\\])[^\s]*$/;

/** True for an http(s) URL that parses, or a path on this server. */
export function isUserSettableUrl(value: string): boolean {
  if (HTTP_URL.test(value)) {
    if (!URL.canParse(value)) return false;
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  }
  return LOCAL_PATH.test(value);
}

export const USER_URL_MESSAGE = 'Use an http(s) address or a path on this server starting with "/".';
