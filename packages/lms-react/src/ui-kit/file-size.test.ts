import { describe, expect, it } from 'vitest';
import { formatSize } from './file-size';

describe('formatSize', () => {
  it('spells bytes out in the plural, as the language writes them', () => {
    expect(formatSize(711, 'en-US')).toBe('711 bytes');
    expect(formatSize(1, 'en-US')).toBe('1 byte');
    expect(formatSize(711, 'fr-FR')).toBe('711\u00a0octets');
  });

  it('gives larger sizes in kilobytes and megabytes with one decimal', () => {
    expect(formatSize(2048, 'en-US')).toBe('2 kB');
    expect(formatSize(1536 * 1024, 'en-US')).toBe('1.5 MB');
  });
});
