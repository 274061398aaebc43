import { describe, expect, it } from 'vitest';
import { isUserSettableUrl } from './user-url';

describe('isUserSettableUrl', () => {
  it('accepts http(s) addresses and paths on this server', () => {
    for (const ok of [
      'https://cdn.example/a.png',
      'http://localhost:3000/api/files/download?token=abc',
      'HTTPS://Example.org/p.jpg',
      '/assets/demo/a.svg',
    ]) {
      expect(isUserSettableUrl(ok), ok).toBe(true);
    }
  });

  it('refuses scripts, data, blobs, other schemes and protocol-relative addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/1234',
      'vbscript:msgbox(1)',
      'ftp://example.org/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'a.png',
      'https://exa mple.org/a.png',
      '',
    ]) {
      expect(isUserSettableUrl(bad), bad).toBe(false);
    }
  });
});
