import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const PROBE = 'https://probe.example';

// Built while the file is collected: fc.webUrl() and fc.webPath() build fast-check's arbitrary of any character, a
// one-off of seconds of CPU (over 30 s on a busy machine) that no test's timeout should count.
const tricky = fc.constantFrom(
  '/',
  '\\',
  '%2F',
  '%5C',
  '%25',
  ':',
  '.',
  '..',
  ' ',
  '\t',
  '@',
  '?',
  '#',
  'evil.com',
);
const candidate = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc.webPath(),
  fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
);

describe('safeRedirectPath: guard rule 2 follows only same-origin paths', () => {
  it.each([
    '/',
    '/courses',
    '/courses/c1?tab=notes#part-2',
    '/student/courses/intro%20art/view',
    '/courses?q=50%25',
    '/search?next=//not-a-host-here-just-text',
    '/a/b/../c',
  ])('accepts the same-origin path %j unchanged', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative host', '//evil.com'],
    ['protocol-relative with path', '//evil.com/login'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash inside the path', '/courses\\..\\..\\evil'],
    ['absolute https URL', 'https://evil.com'],
    ['absolute http URL', 'http://evil.com/courses'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['upper-case javascript scheme', 'JAVASCRIPT:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path without slash', 'courses'],
    ['leading space', ' //evil.com'],
    ['leading space before a path', ' /courses'],
    ['tab between slashes', '/\t/evil.com'],
    ['newline between slashes', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['NUL byte', '/courses\u0000'],
    ['DEL', '/\u007f/evil.com'],
    ['no-break space', '/\u00a0/evil.com'],
    ['line separator', '/\u2028/evil.com'],
    ['zero-width space', '/\u200b/evil.com'],
    ['byte order mark', '\ufeff//evil.com'],
    ['encoded double slash', '%2F%2Fevil.com'],
    ['encoded slashes after a slash', '/%2F%2Fevil.com'],
    ['encoded second slash', '/%2Fevil.com'],
    ['lower-case encoded slash', '/%2fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['encoded slash hidden behind a stray percent', '/%2F%2Fevil.com%'],
    ['dot segments leading to a double slash', '/a/..//evil.com'],
    ['encoded dot segments leading to a double slash', '/a/%2E%2E%2F%2Fevil.com'],
    ['empty string', ''],
  ])('rejects %s (%j)', (_label, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it.each([undefined, null, 42, ['/courses'], { path: '/courses' }])('rejects the non-string %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects values longer than any real link', () => {
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('rejects encodings stacked deeper than real links ever need', () => {
    let value = 'x';
    for (let round = 0; round < 12; round += 1) value = encodeURIComponent(`%${value}`);
    expect(safeRedirectPath(`/${value}`)).toBeNull();
  });

  it('never returns anything that resolves off-site, for any input (property)', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const safe = safeRedirectPath(value);
        if (safe === null) return;
        expect(safe).toBe(value);
        expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true);
        expect(new URL(safe, `${PROBE}/`).origin).toBe(PROBE);
        expect(new URL(decodeURIComponentLoosely(safe), `${PROBE}/`).origin).toBe(PROBE);
      }),
      { numRuns: 500 },
    );
  });
});

function decodeURIComponentLoosely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
