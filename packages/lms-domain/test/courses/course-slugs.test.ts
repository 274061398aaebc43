import { describe, expect, it } from 'vitest';
import { operations } from '@lms/core';
import { slugFromTitle } from '@lms/domain/internal/courses/authoring/course-slugs';

describe('slugFromTitle', () => {
  it.each([
    ['Intro to SQL', 'intro-to-sql'],
    ['Café Crème: Basics!', 'cafe-creme-basics'],
    ['  --C++ & C#--  ', 'c-c'],
    ['日本語', 'course'],
    ['', 'course'],
  ])('makes %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps long titles short enough for a "-copy-99" suffix and ends on a word, never a dash', () => {
    const slug = slugFromTitle(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(72);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('always makes a slug the contract accepts', () => {
    for (const title of ['A', 'Über 9000 %', 'x'.repeat(190), '- - -', 'Ω mega']) {
      const input = { title, slug: slugFromTitle(title) };
      expect(operations.createCourse.input.safeParse(input).success, title).toBe(true);
    }
  });
});
