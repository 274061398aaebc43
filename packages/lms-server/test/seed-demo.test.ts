import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { packageAssetsDir } from '../src/config';
import { seedDemoCatalogue } from '@lms/domain/internal/courses/demo-seed/seed-demo';
import { seedDemoIfEmpty } from '../src/server';
import { DEMO_CERTIFICATE_COURSE_SLUG } from '@lms/domain/internal/certificates/demo-template';
import { DEMO_SURVEY_ID } from '@lms/domain/internal/surveys/demo-survey';
import { serverDemoAssets } from '../src/host-ports';
import { lessonContentSchemas, type FileLessonContent, type LessonKind } from '@lms/core';
import { testDatabases } from './helpers/databases';
import { createTestContext, type TestContext } from './helpers/context';
import { T0, insertCourse } from '@lms/domain/conformance/fixtures/catalogue';

describe.each(testDatabases())('demo catalogue seed ($dialect)', ({ dialect }) => {
  let test: TestContext;
  beforeAll(async () => {
    test = await createTestContext({ dialect });
    await seedDemoCatalogue(test.ctx.db, T0, serverDemoAssets);
  });
  afterAll(() => test?.close());

  const courses = () => test.ctx.db.selectFrom('courses').selectAll().orderBy('created_at').execute();

  it('creates at least 6 published courses with varied categories, levels, prices and currencies', async () => {
    const rows = await courses();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((c) => c.status === 'published')).toBe(true);
    expect(new Set(rows.map((c) => c.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((c) => c.level))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    expect(rows.some((c) => c.price_cents === 0)).toBe(true);
    expect(rows.some((c) => c.price_cents > 0)).toBe(true);
    expect(new Set(rows.map((c) => c.currency))).toEqual(new Set(['EUR', 'USD']));
  });

  it('gives each course 2-4 modules and lessons of every kind, with a duration that adds up', async () => {
    for (const course of await courses()) {
      const modules = await test.ctx.db
        .selectFrom('course_modules')
        .selectAll()
        .where('course_id', '=', course.id)
        .execute();
      const lessons = await test.ctx.db
        .selectFrom('lessons')
        .selectAll()
        .where('course_id', '=', course.id)
        .execute();
      expect(modules.length, course.slug).toBeGreaterThanOrEqual(2);
      expect(modules.length, course.slug).toBeLessThanOrEqual(4);
      expect(new Set(lessons.map((l) => l.kind)), course.slug).toEqual(
        new Set(['text', 'video', 'file', 'quiz']),
      );
      expect(course.duration_minutes).toBe(lessons.reduce((sum, l) => sum + (l.duration_minutes ?? 0), 0));
      expect(lessons.every((l) => modules.some((m) => m.id === l.module_id))).toBe(true);
    }
  });

  it('stores content of the shared lesson-content schema for each lesson kind', async () => {
    const lessons = await test.ctx.db.selectFrom('lessons').select(['kind', 'content', 'title']).execute();
    expect(new Set(lessons.map((l) => l.kind))).toEqual(new Set(['text', 'video', 'file', 'quiz']));
    for (const lesson of lessons) {
      const parsed = lessonContentSchemas[lesson.kind as LessonKind].safeParse(JSON.parse(lesson.content));
      expect(parsed.error, lesson.title).toBeUndefined();
      if (lesson.kind === 'video') {
        // Demo videos ship with the server (the demo works offline), with captions and a real duration.
        const video = JSON.parse(lesson.content) as { url: string; captionsUrl: string };
        for (const url of [video.url, video.captionsUrl]) {
          expect(url, lesson.title).toMatch(/^\/assets\/demo\//);
          expect(
            statSync(join(packageAssetsDir, 'demo', url.slice('/assets/demo/'.length))).size,
          ).toBeGreaterThan(0);
        }
      }
      if (lesson.kind === 'file') {
        const file = JSON.parse(lesson.content) as FileLessonContent;
        expect(file.fileUrl).toBe(`/assets/demo/files/${file.fileName}`);
        // The size shown before a download is the real size of the shipped file.
        expect(file.sizeBytes).toBe(statSync(join(packageAssetsDir, 'demo', 'files', file.fileName)).size);
      }
    }
  });

  it('points each thumbnail at a shipped SVG under 4 KB', async () => {
    for (const course of await courses()) {
      expect(course.thumbnail).toMatch(/^\/assets\/demo\/[a-z-]+\.svg$/);
      const path = join(packageAssetsDir, 'demo', (course.thumbnail ?? '').replace('/assets/demo/', ''));
      expect(statSync(path).size, path).toBeLessThan(4096);
      expect(readFileSync(path, 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img"/,
      );
    }
  });

  it('is idempotent: a second run adds nothing and reports every course as present', async () => {
    const before = await courses();
    const lessonsBefore = await test.ctx.db.selectFrom('lessons').select('id').execute();
    const report = await seedDemoCatalogue(test.ctx.db, T0 + 1000, serverDemoAssets);
    expect(report.created).toEqual([]);
    expect(report.skipped).toHaveLength(before.length);
    expect(await courses()).toEqual(before);
    expect(await test.ctx.db.selectFrom('lessons').select('id').execute()).toHaveLength(lessonsBefore.length);
  });

  it('restores a deleted demo course without touching the others', async () => {
    const [first] = await courses();
    await test.ctx.db.deleteFrom('courses').where('id', '=', first!.id).execute();
    const report = await seedDemoCatalogue(test.ctx.db, T0, serverDemoAssets);
    expect(report.created).toEqual([first!.slug]);
  });
});

describe.each(testDatabases())('seeding at start-up ($dialect)', ({ dialect }) => {
  it('seeds an empty database', async () => {
    const test = await createTestContext({ dialect, env: { LMS_SEED_DEMO: 'true' } });
    try {
      await seedDemoIfEmpty(test.ctx);
      expect((await test.ctx.db.selectFrom('courses').select('id').execute()).length).toBeGreaterThanOrEqual(
        6,
      );
      // The demo catalogue's end-of-course survey, on the course with the demo certificate.
      const survey = await test.ctx.db
        .selectFrom('surveys')
        .innerJoin('courses', 'courses.id', 'surveys.course_id')
        .select(['surveys.placement', 'surveys.required_to_complete', 'courses.slug'])
        .where('surveys.id', '=', DEMO_SURVEY_ID)
        .executeTakeFirstOrThrow();
      expect(survey).toEqual({
        placement: 'course-end',
        required_to_complete: 0,
        slug: DEMO_CERTIFICATE_COURSE_SLUG,
      });
    } finally {
      await test.close();
    }
  });

  it('leaves a database that already has courses alone', async () => {
    const test = await createTestContext({ dialect, env: { LMS_SEED_DEMO: 'true' } });
    try {
      await insertCourse(test.ctx.db, { slug: 'our-own-course' });
      await seedDemoIfEmpty(test.ctx);
      expect(await test.ctx.db.selectFrom('courses').select('slug').execute()).toEqual([
        { slug: 'our-own-course' },
      ]);
    } finally {
      await test.close();
    }
  });

  it('does not seed when LMS_SEED_DEMO is false', async () => {
    const test = await createTestContext({ dialect, env: { LMS_SEED_DEMO: 'false' } });
    try {
      await seedDemoIfEmpty(test.ctx);
      expect(await test.ctx.db.selectFrom('courses').select('id').execute()).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
