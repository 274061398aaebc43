// The names a course copy gets (the copy itself, on every host: conformance/rules/authoring/course-duplication.ts).
import { describe, expect, it } from 'vitest';
import { copySlugBase, copyTitle } from '@lms/domain/internal/courses/authoring/course-duplication';

describe('copy names', () => {
  it('adds " (copy)" to the title, shortening a long title so the result fits 200 characters', () => {
    expect(copyTitle('Intro')).toBe('Intro (copy)');
    const long = copyTitle('x'.repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (copy)')).toBe(true);
  });

  it('adds "-copy" to the slug, leaving room for a number within 80 characters', () => {
    expect(copySlugBase('intro')).toBe('intro-copy');
    expect(`${copySlugBase(`${'a'.repeat(70)}-${'b'.repeat(9)}`)}-99`.length).toBeLessThanOrEqual(80);
  });
});
