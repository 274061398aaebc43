import { describe, expect, it } from 'vitest';
import { parseNavigationTarget, singleQueryValue } from './navigation-target';

describe('parseNavigationTarget: where a navigation is heading', () => {
  it('splits a path string into pathname, search and hash', () => {
    const target = parseNavigationTarget('/courses/c1?tab=notes&x=1#part-2');
    expect(target).toMatchObject({ pathname: '/courses/c1', search: '?tab=notes&x=1', hash: '#part-2' });
    expect(target.fullPath).toBe('/courses/c1?tab=notes&x=1#part-2');
    expect(target.query.get('tab')).toBe('notes');
  });

  it('keeps a question mark inside the hash out of the query', () => {
    expect(parseNavigationTarget('/info#a?b=1')).toMatchObject({
      pathname: '/info',
      search: '',
      hash: '#a?b=1',
    });
  });

  it('accepts location objects with or without the ? and # prefixes', () => {
    expect(parseNavigationTarget({ pathname: '/info', search: 'a=1', hash: 'top' }).fullPath).toBe(
      '/info?a=1#top',
    );
    expect(parseNavigationTarget({ pathname: '/info', search: '?a=1', hash: '#top' }).fullPath).toBe(
      '/info?a=1#top',
    );
    expect(parseNavigationTarget({ pathname: '/info', search: '?', hash: '#' }).fullPath).toBe('/info');
  });

  it('roots a pathname that lacks its leading slash', () => {
    expect(parseNavigationTarget('courses').pathname).toBe('/courses');
    expect(parseNavigationTarget('').pathname).toBe('/');
  });
});

describe('singleQueryValue: a query value counts as a string only when given once', () => {
  it('returns the one value, decoded', () => {
    expect(singleQueryValue(new URLSearchParams('?redirect=%2Fcourses'), 'redirect')).toBe('/courses');
  });

  it('returns undefined for a missing or repeated parameter', () => {
    expect(singleQueryValue(new URLSearchParams(''), 'redirect')).toBeUndefined();
    expect(singleQueryValue(new URLSearchParams('?redirect=/a&redirect=/b'), 'redirect')).toBeUndefined();
  });
});
