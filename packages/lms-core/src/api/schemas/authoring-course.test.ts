import { describe, expect, it } from 'vitest';
import {
  courseMetadataPatchSchema,
  courseSlugSchema,
  createCourseInputSchema,
  thumbnailSchema,
} from './authoring-course';

describe('course authoring schemas', () => {
  it('slug: lower-case words joined by single dashes, at most 80 characters', () => {
    for (const ok of ['intro', 'intro-to-sql-2', 'a1'])
      expect(courseSlugSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['Intro', 'intro--sql', '-intro', 'intro-', 'intro sql', 'ünïcode', 'a'.repeat(81)]) {
      expect(courseSlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('thumbnail: http(s) or a local path, never a script or data address', () => {
    for (const ok of ['https://cdn.example/a.png', 'http://localhost:3000/a.png', '/assets/demo/a.svg']) {
      expect(thumbnailSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      // A browser reads a backslash as a slash: this is //evil.example/a.png, another host.
      '/\\evil.example/a.png',
      'a.png',
    ]) {
      expect(thumbnailSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('createCourse: only the title is required; the rest has defaults (free, USD, beginner, General)', () => {
    expect(createCourseInputSchema.parse({ title: '  Intro  ' })).toEqual({
      title: 'Intro',
      summary: '',
      description: '',
      category: 'General',
      level: 'beginner',
      thumbnail: null,
      priceCents: 0,
      currency: 'USD',
      lockLessonsInOrder: false,
    });
    expect(createCourseInputSchema.safeParse({}).success).toBe(false);
  });

  it('createCourse: status, duration and lesson count cannot be set (they follow publishing and lessons)', () => {
    for (const extra of [{ status: 'published' }, { durationMinutes: 5 }, { lessonCount: 2 }]) {
      expect(createCourseInputSchema.safeParse({ title: 'T', ...extra }).success, JSON.stringify(extra)).toBe(
        false,
      );
    }
  });

  it('patch: changes at least one field, and keeps Markdown descriptions as written', () => {
    expect(courseMetadataPatchSchema.safeParse({}).success).toBe(false);
    const description = '  <script>x</script>\n# Kept raw  ';
    expect(courseMetadataPatchSchema.parse({ description })).toEqual({ description });
  });

  it('patch: a price is whole minor units with a capitalised ISO currency', () => {
    expect(courseMetadataPatchSchema.safeParse({ priceCents: 9.5 }).success).toBe(false);
    expect(courseMetadataPatchSchema.safeParse({ currency: 'usd' }).success).toBe(false);
    expect(courseMetadataPatchSchema.safeParse({ priceCents: 950, currency: 'USD' }).success).toBe(true);
  });
});
