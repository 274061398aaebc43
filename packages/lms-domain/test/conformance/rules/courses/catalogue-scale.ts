import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import { operations } from '@lms/core';
import {
  catalogueQueries,
  listPublishedCourses,
  type CourseSort,
} from '@lms/domain/internal/catalogue/course-catalogue';
import { T0 } from '../../fixtures/catalogue';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

const COURSES = 3000;
const CATEGORIES = ['Data', 'Business', 'Creative', 'Programming', 'Languages'];
const SORTS: CourseSort[] = ['newest', 'title', 'price-asc', 'price-desc'];

/** The catalogue must stay fast with thousands of courses: every query shape is answered through an index. */
export const describeCatalogueScale = (openHost: OpenConformanceHost) =>
  describe('catalogue with thousands of courses', () => {
    let host: ConformanceHost;
    beforeAll(async () => {
      host = await openHost({});
      const rows = Array.from({ length: COURSES }, (_, i) => ({
        id: `c${i}`,
        slug: `course-${i}`,
        title: `Course ${String(i).padStart(4, '0')}`,
        thumbnail: null,
        summary: i % 100 === 0 ? 'Contains the needle word' : 'Plain summary',
        description: '',
        category: CATEGORIES[i % CATEGORIES.length] ?? 'Data',
        level: 'beginner' as const,
        duration_minutes: 30,
        price_cents: (i * 37) % 10_000,
        currency: 'EUR',
        // One in ten is a draft: the catalogue must not count it.
        status: i % 10 === 9 ? ('draft' as const) : ('published' as const),
        lock_lessons_in_order: 0 as const,
        created_at: T0 + i,
        updated_at: T0 + i,
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await host.ctx.db
          .insertInto('courses')
          .values(rows.slice(start, start + 500))
          .execute();
      }
      if (host.ctx.dialect === 'postgres') await sql`analyze courses`.execute(host.ctx.db);
      else await sql`analyze`.execute(host.ctx.db);
    });
    afterAll(() => host?.close());

    const query = (input: object) => operations.listCourses.input.parse(input);
    /** SQLite's plan of a compiled query, run with its parameters bound. */
    const queryPlan = async (compiled: CompiledQuery): Promise<string[]> => {
      const plan = await host.ctx.db.executeQuery<{ detail: string }>({
        ...compiled,
        sql: `explain query plan ${compiled.sql}`,
      });
      return plan.rows.map((row) => row.detail);
    };

    it('counts only published courses and pages through them', async () => {
      const page = await listPublishedCourses(host.ctx.db, query({ page: 3, pageSize: 100 }));
      expect(page.total).toBe(2700);
      expect(page.items).toHaveLength(100);
      // Newest first: nine published courses per ten ids (c2999, c2989, ... are drafts), so the 201st newest
      // published course is c2776.
      expect(page.items[0]?.id).toBe('c2776');
    });

    it('combines category, search and sort on a large catalogue', async () => {
      const page = await listPublishedCourses(
        host.ctx.db,
        query({ category: 'Data', search: 'needle', sort: 'title' }),
      );
      // Every 100th course has the word; all of those are in category index 0 (Data) and none is a draft.
      expect(page.total).toBe(30);
      expect(page.items[0]?.title).toBe('Course 0000');
    });

    // SQLite's plans (the server's and the page's); PostgreSQL chooses its plans by the table's statistics.
    it.for(SORTS)('reads the %s page through an index, never a full table scan', async (sort, { skip }) => {
      skip(host.ctx.dialect !== 'sqlite');
      const { page } = catalogueQueries(host.ctx.db, query({ sort }));
      const details = await queryPlan(page.compile());
      const courseSteps = details.filter((d) => /\bcourses\b/.test(d));
      expect(
        courseSteps.some((d) => /USING (COVERING )?INDEX courses_status_/.test(d)),
        details.join('\n'),
      ).toBe(true);
      expect(
        details.some((d) => /^SCAN courses\b(?! USING)/.test(d)),
        details.join('\n'),
      ).toBe(false);
      // The index holds the sort's exact order (008-query-indexes): a page never sorts the whole catalogue.
      expect(
        details.some((d) => /TEMP B-TREE FOR (LAST TERM OF |RIGHT PART OF )?ORDER BY/.test(d)),
        details.join(' | '),
      ).toBe(false);
    });

    it('filters a category through the (status, category) index', async ({ skip }) => {
      skip(host.ctx.dialect !== 'sqlite');
      const { count } = catalogueQueries(host.ctx.db, query({ category: 'Data' }));
      const details = await queryPlan(count.compile());
      expect(details.join('\n')).toMatch(/USING (COVERING )?INDEX courses_status_category_idx/);
    });
  });
