// The demo catalogue must open in the course editor: its stored lesson content has to match the shared schemas, or
// adminGetCourse would fail its output check for those courses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent, type DemoAssets } from '@lms/domain';
import { callFunction } from '../../fixtures/callable';
import type { ConformanceHost, OpenConformanceHost } from '../../host';

/** Where a host serves the demo's files; their sizes do not matter to the editor. */
const DEMO_ASSETS: DemoAssets = { prefix: '/assets/demo/', fileSize: () => 1024 };

export const describeDemoCoursesEditable = (openHost: OpenConformanceHost) =>
  describe('demo courses in the editor', () => {
    let host: ConformanceHost;
    let token: string;
    beforeAll(async () => {
      host = await openHost({});
      // What a host seeds on an empty database when its demo content is on (the server's LMS_SEED_DEMO).
      await seedDemoContent(host.ctx, DEMO_ASSETS);
      token = (await host.signIn({ email: 'editor@example.com', admin: true })).idToken;
    });
    afterAll(() => host?.close());

    const call = (name: string, data: unknown) => callFunction(host, token, name, data);

    it('opens every demo course with adminGetCourse, lessons of every kind included', async () => {
      const list = (await call('adminListCourses', { pageSize: 100 })).body.result;
      expect(list.total).toBeGreaterThan(0);
      const kinds = new Set<string>();
      for (const item of list.items) {
        const response = await call('adminGetCourse', { id: item.id });
        expect(response.status, `${item.slug}: ${response.raw.slice(0, 300)}`).toBe(200);
        const course = response.body.result;
        for (const module of course.modules) for (const lesson of module.lessons) kinds.add(lesson.kind);
      }
      expect([...kinds].sort()).toEqual(['file', 'quiz', 'text', 'video']);
    });
  });
