import { describe, expect, it } from 'vitest';
import { isLmsError } from '../errors';
import { matchRoute } from './match-route';
import { pathFor } from './path-for';
import { createRouteTable } from './route-table';

const courses = createRouteTable({ productNoun: 'course' });

describe('pathFor: concrete paths from route names', () => {
  it('returns static paths as they are', () => {
    expect(pathFor(courses, 'admin-products')).toBe('/admin/courses');
    expect(pathFor(createRouteTable({ productNoun: 'program' }), 'student-products')).toBe(
      '/student/programs',
    );
  });

  it('fills and encodes parameters so matchRoute reads them back', () => {
    const path = pathFor(courses, 'product-viewer', { productId: 'a b/c?' });
    expect(path).toBe('/student/courses/a%20b%2Fc%3F/view');
    expect(matchRoute(courses, path).params).toEqual({ productId: 'a b/c?' });
  });

  it.each<Record<string, string>>([{}, { id: '' }])('refuses a missing or empty parameter (%j)', (params) => {
    expect(() => pathFor(courses, 'product-detail', params)).toThrowError(
      expect.objectContaining({ code: 'functions/invalid-argument' }),
    );
  });

  it('refuses the catch-all route, which has no path of its own', () => {
    let thrown: unknown;
    try {
      pathFor(courses, 'not-found');
    } catch (error) {
      thrown = error;
    }
    expect(isLmsError(thrown) && thrown.code).toBe('functions/invalid-argument');
  });
});
