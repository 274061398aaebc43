import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './version';

describe('parseVersion', () => {
  it('reads MAJOR.MINOR.PATCH with an optional v and ignores pre-release and build suffixes', () => {
    expect(parseVersion('1.2.3')).toEqual([1, 2, 3]);
    expect(parseVersion('v10.0.12')).toEqual([10, 0, 12]);
    expect(parseVersion(' 2.0.0-rc.1+build.5 ')).toEqual([2, 0, 0]);
  });

  it.each(['', '1.2', '1.2.3.4', 'latest', '1.x.0', 'v', '1.2.3 beta'])('rejects %j', (text) => {
    expect(parseVersion(text)).toBeUndefined();
  });
});

describe('compareVersions', () => {
  it('orders by major, then minor, then patch', () => {
    expect(compareVersions([1, 9, 9], [2, 0, 0])).toBeLessThan(0);
    expect(compareVersions([2, 1, 0], [2, 0, 9])).toBeGreaterThan(0);
    expect(compareVersions([2, 1, 3], [2, 1, 4])).toBeLessThan(0);
    expect(compareVersions([2, 1, 3], [2, 1, 3])).toBe(0);
  });

  it('ignores the parts below the precision asked for', () => {
    expect(compareVersions([2, 1, 0], [2, 1, 7], 'minor')).toBe(0);
    expect(compareVersions([2, 0, 0], [2, 5, 0], 'major')).toBe(0);
    expect(compareVersions([2, 0, 0], [2, 5, 0], 'minor')).toBeLessThan(0);
  });
});
