import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { createRouteTable } from './route-table';

const courses = createRouteTable({ productNoun: 'course' });

// Path-shaped text: "/"-separated segments of ASCII and percent-encoded bytes, valid UTF-8 or not. fc.webPath() draws
// such paths too, but building it builds fast-check's arbitrary of any character, seconds of CPU (over 30 s on a
// busy machine) before the first path.
const percentByte = fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`);
const segment = fc.array(fc.oneof(fc.string({ maxLength: 3 }), percentByte)).map((parts) => parts.join(''));
const pathLike = fc.array(segment).map((segments) => `/${segments.join('/')}`);

function nameOf(pathname: string): string {
  return matchRoute(courses, pathname).route.name;
}

describe('matchRoute: finding the route of a pathname', () => {
  it.each([
    ['/', 'landing'],
    ['/login', 'login'],
    ['/index', 'index'],
    ['/courses', 'products'],
    ['/courses/abc', 'product-detail'],
    ['/student/dashboard', 'student-dashboard'],
    ['/student/courses', 'student-products'],
    ['/student/courses/c1/view', 'product-viewer'],
    ['/student/certificates/cert-9', 'certificate'],
    ['/student/orders', 'student-orders'],
    ['/payment/c1', 'payment'],
    ['/why-course', 'why-product'],
    ['/action-plan/step-3', 'action-plan'],
    ['/admin', 'admin'],
    ['/admin/courses', 'admin-products'],
    ['/admin/support-requests', 'admin-support-requests'],
    ['/reset-password', 'reset-password'],
  ])('matches %s to %s', (pathname, name) => {
    expect(nameOf(pathname)).toBe(name);
  });

  it('prefers the static /payment/success over /payment/:id', () => {
    expect(matchRoute(courses, '/payment/success')).toEqual({
      route: courses.byName['payment-success'],
      params: {},
    });
  });

  it('extracts named parameters', () => {
    expect(matchRoute(courses, '/student/courses/c-42/view').params).toEqual({ productId: 'c-42' });
    expect(matchRoute(courses, '/action-plan/7').params).toEqual({ stepId: '7' });
  });

  it('decodes parameters, keeping an encoded slash inside the one parameter', () => {
    expect(matchRoute(courses, '/courses/intro%20to%20art').params).toEqual({ id: 'intro to art' });
    expect(matchRoute(courses, '/courses/a%2Fb').params).toEqual({ id: 'a/b' });
    expect(matchRoute(courses, '/courses/%C3%A9t%C3%A9').params).toEqual({ id: 'été' });
  });

  it('answers not-found for malformed percent-encoding instead of throwing', () => {
    expect(matchRoute(courses, '/courses/%E0%A4%A')).toEqual({
      route: courses.byName['not-found'],
      params: {},
    });
    expect(nameOf('/courses/100%')).toBe('not-found');
  });

  it('tolerates trailing slashes', () => {
    expect(nameOf('/courses/')).toBe('products');
    expect(nameOf('/student/courses/c1/view/')).toBe('product-viewer');
    expect(nameOf('/admin//')).toBe('admin');
  });

  it('ignores a query or hash left on the pathname and adds a missing leading slash', () => {
    expect(nameOf('/courses?page=2#top')).toBe('products');
    expect(nameOf('profile')).toBe('profile');
    expect(nameOf('')).toBe('landing');
  });

  it('matches static segments without regard to case, like react-router', () => {
    expect(nameOf('/Admin/Courses')).toBe('admin-products');
  });

  it('sends unknown paths, extra segments and empty inner segments to not-found', () => {
    for (const pathname of [
      '/nope',
      '/courses/a/b',
      '/student',
      '//courses',
      '/courses//view',
      '/admin/unknown',
    ]) {
      expect(nameOf(pathname)).toBe('not-found');
    }
  });

  it('follows the configured noun', () => {
    const programs = createRouteTable({ productNoun: 'program' });
    expect(matchRoute(programs, '/programs/p1').route.name).toBe('product-detail');
    expect(matchRoute(programs, '/courses/p1').route.name).toBe('not-found');
  });

  it('always answers with a route of the table for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), pathLike, (text, path) => {
        for (const pathname of [text, path]) {
          expect(courses.routes).toContain(matchRoute(courses, pathname).route);
        }
      }),
    );
  });

  it('round-trips any parameter value through encodeURIComponent (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const match = matchRoute(courses, `/courses/${encodeURIComponent(id)}`);
        expect(match).toEqual({ route: courses.byName['product-detail'], params: { id } });
      }),
    );
  });
});
