import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { createRouteTable } from './route-table';
import { chooseTransition, isViewPage, scrollAfterNavigation } from './transitions';

const courses = createRouteTable({ productNoun: 'course' });
const at = (pathname: string) => matchRoute(courses, pathname).route;

describe('transitions (spec 2)', () => {
  it('slides left between student products pages: dashboard, student products, back from the viewer', () => {
    expect(chooseTransition(at('/student/dashboard'), at('/student/courses'))).toBe('slide-left');
    expect(chooseTransition(at('/student/courses'), at('/student/dashboard'))).toBe('slide-left');
    expect(chooseTransition(at('/student/courses/c1/view'), at('/student/courses'))).toBe('slide-left');
  });

  it('slides up from the products list or a product detail to payment', () => {
    expect(chooseTransition(at('/courses'), at('/payment/c1'))).toBe('slide-up');
    expect(chooseTransition(at('/courses/c1'), at('/payment/c1'))).toBe('slide-up');
  });

  it('fades fast into any view page, even from a student products page', () => {
    expect(chooseTransition(at('/student/courses'), at('/student/courses/c1/view'))).toBe('fade-fast');
    expect(chooseTransition(at('/profile'), at('/student/courses/c1/view'))).toBe('fade-fast');
    expect(chooseTransition(null, at('/student/courses/c1/view'))).toBe('fade-fast');
  });

  it('fades otherwise: other pairs, payment from elsewhere, the first page of a visit', () => {
    expect(chooseTransition(at('/profile'), at('/info'))).toBe('fade');
    expect(chooseTransition(at('/student/courses'), at('/payment/c1'))).toBe('fade');
    expect(chooseTransition(at('/payment/c1'), at('/courses'))).toBe('fade');
    expect(chooseTransition(at('/courses'), at('/student/courses'))).toBe('fade');
    expect(chooseTransition(undefined, at('/student/courses'))).toBe('fade');
  });

  it('recognises view pages by their /view path, whatever the noun', () => {
    const programs = createRouteTable({ productNoun: 'program' });
    expect(courses.routes.filter(isViewPage).map((route) => route.name)).toEqual(['product-viewer']);
    expect(isViewPage(programs.byName['product-viewer'])).toBe(true);
  });

  it('resets scroll to the top on every navigation', () => {
    expect(scrollAfterNavigation()).toEqual({ top: 0, left: 0 });
  });
});
