import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../src/db/bounded-map';

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
