// Rows of the authoring area: only admins author. Students and anonymous callers are refused every operation before
// anything is read or changed. Each destructive row has its own resource, so the order of rows does not matter.
import { operations, type OperationName } from '@lms/core';
import type { DomainContext } from '@lms/domain';
import { createCourse } from '@lms/domain/internal/courses/authoring/course-lifecycle';
import { addLesson } from '@lms/domain/internal/courses/authoring/lesson-editing';
import { addModule } from '@lms/domain/internal/courses/authoring/module-editing';
import { D, U, type Fixture, type MatrixArea, type MatrixRow } from './matrix-types';

const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;

const row = (operation: OperationName, situation: string, input: (f: Fixture) => unknown): MatrixRow => ({
  operation,
  situation,
  input,
  expect: ADMIN_ONLY,
});

const id = (f: Fixture, name: string): string => {
  const value = f.ids[name];
  if (value === undefined) throw new Error(`authoring setup did not create ${name}`);
  return value;
};

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`authoring setup: no ${what}`);
  return value;
}

async function setup(ctx: DomainContext): Promise<Record<string, string>> {
  const course = (title: string) => createCourse(ctx, operations.createCourse.input.parse({ title }));
  const withModule = async (courseId: string, title: string) => {
    const updated = await addModule(ctx, operations.addModule.input.parse({ courseId, title }));
    return need(updated.modules.at(-1), `module ${title}`).id;
  };
  const withLesson = async (moduleId: string, title: string) => {
    const input = { moduleId, kind: 'text', title, content: { markdown: title } };
    const updated = await addLesson(ctx, operations.addLesson.input.parse(input));
    const lessons = updated.modules.find((module) => module.id === moduleId)?.lessons;
    return need(lessons?.at(-1), `lesson ${title}`).id;
  };

  // The course most rows act on: a module with a lesson (so it can be published) and a module to remove.
  const main = await course('Matrix authoring');
  const keptModule = await withModule(main.id, 'Kept');
  await withLesson(keptModule, 'Kept lesson');
  const removableModule = await withModule(main.id, 'Removable');

  // Ordering rows get a course of their own: adds elsewhere never change the lists they send.
  const ordered = await course('Matrix ordering');
  const moduleX = await withModule(ordered.id, 'X');
  const moduleY = await withModule(ordered.id, 'Y');
  const lessonP = await withLesson(moduleX, 'p');
  const lessonQ = await withLesson(moduleX, 'q');
  const removableLesson = await withLesson(moduleY, 'removable');

  const deletable = await course('Matrix deletable');
  return {
    authoringCourse: main.id,
    authoringKeptModule: keptModule,
    authoringRemovableModule: removableModule,
    authoringOrderedCourse: ordered.id,
    authoringModuleX: moduleX,
    authoringModuleY: moduleY,
    authoringLessonP: lessonP,
    authoringLessonQ: lessonQ,
    authoringRemovableLesson: removableLesson,
    authoringDeletableCourse: deletable.id,
  };
}

export const coursesArea: MatrixArea = {
  area: 'courses',
  setup,
  rows: [
    {
      operation: 'listCourses',
      situation: 'the public catalogue',
      input: () => ({}),
      expect: { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'getCourse',
      situation: 'a published course',
      input: (f) => ({ id: f.publishedCourseId }),
      expect: { anonymous: U, student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'getCourse',
      situation: 'a draft course',
      input: (f) => ({ id: f.draftCourseId }),
      expect: { anonymous: U, student: 'not-found', otherStudent: 'not-found', admin: 'allow' },
    },
    row('adminListCourses', 'all courses', () => ({})),
    row('adminGetCourse', 'a draft course', (f) => ({ id: id(f, 'authoringCourse') })),
    row('adminGetCourse', 'a published course', (f) => ({ id: f.publishedCourseId })),
    row('createCourse', 'a new draft', () => ({ title: 'Made in the matrix' })),
    row('updateCourse', 'a draft course', (f) => ({ id: id(f, 'authoringCourse'), patch: { summary: 'S' } })),
    row('publishCourse', 'a course with a lesson', (f) => ({ id: id(f, 'authoringCourse') })),
    row('unpublishCourse', 'a course', (f) => ({ id: id(f, 'authoringCourse') })),
    row('duplicateCourse', 'a course', (f) => ({ id: id(f, 'authoringCourse') })),
    row('archiveCourse', 'a course', (f) => ({ id: id(f, 'authoringCourse') })),
    row('deleteCourse', 'a course nobody enrolled in', (f) => ({ id: id(f, 'authoringDeletableCourse') })),
    row('addModule', 'to a course', (f) => ({ courseId: id(f, 'authoringCourse'), title: 'New module' })),
    row('updateModule', 'a module', (f) => ({ moduleId: id(f, 'authoringKeptModule'), title: 'Renamed' })),
    row('removeModule', 'a module', (f) => ({ moduleId: id(f, 'authoringRemovableModule') })),
    row('reorderModules', 'every module of a course', (f) => ({
      courseId: id(f, 'authoringOrderedCourse'),
      moduleIds: [id(f, 'authoringModuleY'), id(f, 'authoringModuleX')],
    })),
    row('addLesson', 'a text lesson', (f) => ({
      moduleId: id(f, 'authoringModuleY'),
      kind: 'text',
      title: 'Added',
      content: { markdown: 'Added' },
    })),
    row('updateLesson', 'a lesson title', (f) => ({
      lessonId: id(f, 'authoringLessonP'),
      kind: 'text',
      title: 'Renamed',
    })),
    row('removeLesson', 'a lesson', (f) => ({ lessonId: id(f, 'authoringRemovableLesson') })),
    row('moveLesson', 'within its module', (f) => ({
      lessonId: id(f, 'authoringLessonP'),
      toModuleId: id(f, 'authoringModuleX'),
      position: 1,
    })),
    row('reorderLessons', 'every lesson of a module', (f) => ({
      moduleId: id(f, 'authoringModuleX'),
      lessonIds: [id(f, 'authoringLessonQ'), id(f, 'authoringLessonP')],
    })),
  ],
};
