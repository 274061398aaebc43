import { describe, expect, it } from 'vitest';
import { BoundedMap } from '@lms/domain/internal/db/bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its limit, forgetting the least recently used entry first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    map.set('c', 4);
    expect(map.size).toBe(2);
    expect(map.get('c')).toBe(4);
  });
});

describe('BoundedMap with a weight budget', () => {
  const byLength = { max: 10, of: (value: string) => value.length };

  it('forgets the least recently used entries until a new value fits the budget', () => {
    const map = new BoundedMap<string, string>(100, byLength);
    map.set('a', 'xxxx');
    map.set('b', 'xxxx');
    expect(map.get('a')).toBe('xxxx'); // b is now the least recently used
    map.set('c', 'xxxxx');
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe('xxxx');
    expect(map.get('c')).toBe('xxxxx');
    expect(map.weight).toBe(9);
  });

  it('counts a replaced or deleted value out of the weight', () => {
    const map = new BoundedMap<string, string>(100, byLength);
    map.set('a', 'xxxxxx');
    map.set('a', 'xx');
    expect(map.weight).toBe(2);
    map.set('b', 'xxxxxxxx'); // 2 + 8 fits: nothing is forgotten
    expect(map.get('a')).toBe('xx');
    map.delete('b');
    expect(map.weight).toBe(2);
    map.clear();
    expect(map.weight).toBe(0);
    expect(map.size).toBe(0);
  });

  it('keeps no value heavier than the whole budget, and forgets nothing for it', () => {
    const map = new BoundedMap<string, string>(100, byLength);
    map.set('a', 'xxxx');
    map.set('huge', 'x'.repeat(11));
    expect(map.get('huge')).toBeUndefined();
    expect(map.get('a')).toBe('xxxx');
  });

  it('still keeps at most its number of entries', () => {
    const map = new BoundedMap<string, string>(2, byLength);
    map.set('a', 'x');
    map.set('b', 'x');
    map.set('c', 'x');
    expect(map.size).toBe(2);
    expect(map.get('a')).toBeUndefined();
  });
});
