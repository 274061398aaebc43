// Atomicity of authoring changes: when the database fails in the middle of a reorder or a move, nothing of it stays.
// A Kysely plugin makes the Nth position update fail, which is what a crash or a lost connection would do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateQueryNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { DomainContext } from '@lms/domain';
import { loadAdminCourse } from '@lms/domain/internal/courses/authoring/admin-course-queries';
import { moveLesson, reorderLessons } from '@lms/domain/internal/courses/authoring/lesson-editing';
import { reorderModules } from '@lms/domain/internal/courses/authoring/module-editing';
import {
  must,
  startAuthoringHost,
  textContent,
  type AuthoringHarness,
} from '../../fixtures/authoring-harness';
import type { OpenConformanceHost } from '../../host';

/** Fails the `failAt`-th UPDATE (counting from 1) that sets a position, after the earlier ones went through. */
function failingPositionUpdates(failAt: number): KyselyPlugin & { seen(): number } {
  let count = 0;
  return {
    transformQuery({ node }): RootOperationNode {
      if (UpdateQueryNode.is(node) && JSON.stringify(node.updates ?? []).includes('"position"')) {
        count += 1;
        if (count === failAt) throw new Error('simulated failure during a position update');
      }
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
    seen: () => count,
  };
}

export const describeEditAtomicity = (openHost: OpenConformanceHost) =>
  describe('authoring changes are all or nothing', () => {
    let harness: AuthoringHarness;
    beforeAll(async () => {
      harness = await startAuthoringHost(openHost);
    });
    afterAll(() => harness?.close());

    async function courseWithFourLessons(title: string) {
      let course = await harness.call('createCourse', { title });
      course = await harness.call('addModule', { courseId: course.id, title: 'M1' });
      course = await harness.call('addModule', { courseId: course.id, title: 'M2' });
      course = await harness.call('addModule', { courseId: course.id, title: 'M3' });
      const first = must(course.modules[0], 'M1').id;
      for (const name of ['l1', 'l2', 'l3', 'l4']) {
        course = await harness.call('addLesson', {
          moduleId: first,
          kind: 'text',
          title: name,
          content: textContent(),
        });
      }
      return course;
    }

    const failingCtx = (plugin: KyselyPlugin): DomainContext => ({
      ...harness.host.ctx,
      db: harness.host.ctx.db.withPlugin(plugin),
    });

    it('a lesson reorder that fails after some positions were written leaves the old order', async () => {
      const course = await courseWithFourLessons('Reorder failure');
      const module = must(course.modules[0], 'M1');
      const plugin = failingPositionUpdates(3);
      await expect(
        reorderLessons(failingCtx(plugin), {
          moduleId: module.id,
          lessonIds: [...module.lessons.map((lesson) => lesson.id)].reverse(),
        }),
      ).rejects.toThrow('simulated failure');
      expect(plugin.seen()).toBe(3);
      expect(await loadAdminCourse(harness.host.ctx.db, course.id)).toEqual(course);
    });

    it('a module reorder that fails half-way leaves the old order and version', async () => {
      const course = await courseWithFourLessons('Module reorder failure');
      const plugin = failingPositionUpdates(2);
      await expect(
        reorderModules(failingCtx(plugin), {
          courseId: course.id,
          moduleIds: [...course.modules.map((module) => module.id)].reverse(),
        }),
      ).rejects.toThrow('simulated failure');
      expect(await loadAdminCourse(harness.host.ctx.db, course.id)).toEqual(course);
    });

    it('a move that fails after leaving the source module leaves the lesson where it was', async () => {
      const course = await courseWithFourLessons('Move failure');
      const plugin = failingPositionUpdates(4);
      await expect(
        moveLesson(failingCtx(plugin), {
          lessonId: must(course.modules[0]?.lessons[0], 'l1').id,
          toModuleId: must(course.modules[1], 'M2').id,
          position: 0,
        }),
      ).rejects.toThrow('simulated failure');
      expect(await loadAdminCourse(harness.host.ctx.db, course.id)).toEqual(course);
    });
  });
