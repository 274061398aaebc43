// An in-memory stand-in for the authoring operations in component tests: enough of the server's behaviour (every
// change answers with the whole course and a later updated_at; stale versions and reorders that do not match are
// refused) for the screens' own logic to be checked. The real rules are tested in lms-server.
import {
  LmsError,
  type AdminCourse,
  type AdminCourseSummary,
  type AdminLesson,
  type AdminModule,
} from '@lms/core';
import { adminCourse, nextStamp } from '../../../test-support/admin-course-fixture';
import type { OperationHandlers } from '../../../test-support/fake-backend';

export { adminCourse };

export function textLesson(id: string, title: string, position = 0): AdminLesson {
  return { id, title, kind: 'text', position, durationMinutes: null, content: { markdown: `# ${title}` } };
}

export function moduleWith(id: string, title: string, lessons: AdminLesson[], position = 0): AdminModule {
  return { id, title, position, lessons };
}

function summaryOf(course: AdminCourse): AdminCourseSummary {
  const { description: _d, lockLessonsInOrder: _l, modules: _m, ...summary } = course;
  return summary;
}

export function createAuthoringFake(initial: AdminCourse[] = []) {
  const courses = new Map(initial.map((course) => [course.id, structuredClone(course)]));
  let ids = 0;
  const newId = (prefix: string) => `${prefix}-new-${(ids += 1)}`;

  function find(id: string): AdminCourse {
    const course = courses.get(id);
    if (!course) throw new LmsError('functions/not-found', `No course "${id}".`);
    return course;
  }
  function courseOfModule(moduleId: string): [AdminCourse, AdminModule] {
    for (const course of courses.values()) {
      const module = course.modules.find((candidate) => candidate.id === moduleId);
      if (module) return [course, module];
    }
    throw new LmsError('functions/not-found', `No module "${moduleId}".`);
  }
  function courseOfLesson(lessonId: string): [AdminCourse, AdminModule, AdminLesson] {
    for (const course of courses.values()) {
      for (const module of course.modules) {
        const lesson = module.lessons.find((candidate) => candidate.id === lessonId);
        if (lesson) return [course, module, lesson];
      }
    }
    throw new LmsError('functions/not-found', `No lesson "${lessonId}".`);
  }
  function touched(course: AdminCourse): AdminCourse {
    course.updated_at = nextStamp();
    course.modules.forEach((module, index) => {
      module.position = index;
      module.lessons.forEach((lesson, at) => (lesson.position = at));
    });
    course.lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
    return structuredClone(course);
  }
  function reordered<T extends { id: string }>(items: T[], order: readonly string[]): T[] {
    if (order.length !== items.length || !items.every((item) => order.includes(item.id))) {
      throw new LmsError('functions/aborted', 'The order does not match.');
    }
    return order.map((id) => items.find((item) => item.id === id)!);
  }

  const handlers: OperationHandlers = {
    adminListCourses: ({ search, status, page = 1, pageSize = 20 }) => {
      const matching = [...courses.values()]
        .filter((course) => !status || course.status === status)
        .filter((course) => !search || course.title.toLowerCase().includes(search.toLowerCase()))
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      return {
        items: matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
        total: matching.length,
        page,
        pageSize,
      };
    },
    adminGetCourse: ({ id }) => structuredClone(find(id)),
    createCourse: ({ title }) => {
      const course = adminCourse({ id: newId('course'), title, slug: newId('slug') });
      courses.set(course.id, course);
      return touched(course);
    },
    updateCourse: ({ id, patch, expectedUpdatedAt }) => {
      const course = find(id);
      if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== course.updated_at) {
        throw new LmsError('functions/aborted', 'Changed by someone else.', {
          reason: 'stale-version',
          currentUpdatedAt: course.updated_at,
        });
      }
      Object.assign(course, patch);
      return touched(course);
    },
    publishCourse: ({ id }) => {
      const course = find(id);
      if (course.lessonCount === 0) {
        throw new LmsError(
          'functions/invalid-argument',
          'The course cannot be published yet: add at least one lesson.',
          {
            reason: 'not-publishable',
            issues: [{ path: 'modules', message: 'Add at least one lesson.' }],
          },
        );
      }
      course.status = 'published';
      return touched(course);
    },
    unpublishCourse: ({ id }) => {
      const course = find(id);
      course.status = 'draft';
      return touched(course);
    },
    archiveCourse: ({ id }) => {
      const course = find(id);
      course.status = 'archived';
      return touched(course);
    },
    duplicateCourse: ({ id }) => {
      const copy = structuredClone(find(id));
      copy.id = newId('course');
      copy.title = `${copy.title} (copy)`;
      copy.status = 'draft';
      copy.enrollmentCount = 0;
      courses.set(copy.id, copy);
      return touched(copy);
    },
    deleteCourse: ({ id }) => {
      const course = find(id);
      if (course.enrollmentCount > 0) {
        throw new LmsError('functions/invalid-argument', 'People are enrolled.', {
          reason: 'has-enrollments',
          enrollmentCount: course.enrollmentCount,
        });
      }
      courses.delete(id);
      return { id };
    },
    addModule: ({ courseId, title }) => {
      const course = find(courseId);
      course.modules.push({ id: newId('module'), title, position: 0, lessons: [] });
      return touched(course);
    },
    updateModule: ({ moduleId, title }) => {
      const [course, module] = courseOfModule(moduleId);
      module.title = title;
      return touched(course);
    },
    removeModule: ({ moduleId }) => {
      const [course] = courseOfModule(moduleId);
      course.modules = course.modules.filter((module) => module.id !== moduleId);
      return touched(course);
    },
    reorderModules: ({ courseId, moduleIds }) => {
      const course = find(courseId);
      course.modules = reordered(course.modules, moduleIds);
      return touched(course);
    },
    addLesson: (input) => {
      const [course, module] = courseOfModule(input.moduleId);
      module.lessons.push({
        id: newId('lesson'),
        title: input.title,
        kind: input.kind,
        position: 0,
        durationMinutes: input.durationMinutes ?? null,
        content: input.content,
      } as AdminLesson);
      return touched(course);
    },
    updateLesson: (input) => {
      const [course, , lesson] = courseOfLesson(input.lessonId);
      Object.assign(lesson, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
        ...(input.content !== undefined ? { kind: input.kind, content: input.content } : {}),
      });
      return touched(course);
    },
    removeLesson: ({ lessonId }) => {
      const [course, module] = courseOfLesson(lessonId);
      module.lessons = module.lessons.filter((lesson) => lesson.id !== lessonId);
      return touched(course);
    },
    moveLesson: ({ lessonId, toModuleId, position }) => {
      const [course, from, lesson] = courseOfLesson(lessonId);
      const to = course.modules.find((module) => module.id === toModuleId)!;
      from.lessons = from.lessons.filter((candidate) => candidate.id !== lessonId);
      to.lessons.splice(position, 0, lesson);
      return touched(course);
    },
    reorderLessons: ({ moduleId, lessonIds }) => {
      const [course, module] = courseOfModule(moduleId);
      module.lessons = reordered(module.lessons, lessonIds);
      return touched(course);
    },
  };
  return { courses, handlers };
}
