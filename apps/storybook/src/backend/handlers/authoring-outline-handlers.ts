// Modules and lessons of a course with the server's rules (module-editing.ts, lesson-editing.ts): positions stay
// 0..n-1, a published course keeps at least one lesson, reorders must name every item once (else 409), lessons move
// only within their course, minutes are estimated from the content when not given, and the course's duration and
// lesson count follow its lessons. Every check runs before anything changes, as the server's transaction ensures.
import { LmsError } from '@lms/core';
import { forgetLesson } from '../learning-data';
import type { HandlerMap } from './handler-types';
import {
  assertSameItems,
  assertStillPublishable,
  estimateLessonMinutes,
  findLesson,
  findModule,
  insertAt,
  renumber,
  requireCourse,
  sortByPosition,
  storedContent,
  toAdminCourse,
  touchCourse,
} from './authoring-store';

export const authoringOutlineHandlers: HandlerMap = {
  addModule: ({ db, clock, input }) => {
    const course = requireCourse(db, input.courseId);
    const module = { id: db.nextId('module'), title: input.title, position: 0, lessons: [] };
    course.modules = insertAt(sortByPosition(course.modules), module, input.position);
    renumber(course.modules);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  updateModule: ({ db, clock, input }) => {
    const { course, module } = findModule(db, input.moduleId);
    module.title = input.title;
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  removeModule: ({ db, clock, input }) => {
    const { course, module } = findModule(db, input.moduleId);
    assertStillPublishable(course, course.lessonCount - module.lessons.length);
    for (const lesson of module.lessons) forgetLesson(db.learning, lesson.id);
    course.modules = sortByPosition(course.modules.filter((candidate) => candidate.id !== module.id));
    renumber(course.modules);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  reorderModules: ({ db, clock, input }) => {
    const course = requireCourse(db, input.courseId);
    const current = sortByPosition(course.modules).map((module) => module.id);
    assertSameItems(input.moduleIds, current, { plural: 'modules', container: 'course' });
    course.modules = input.moduleIds.map((id) => course.modules.find((module) => module.id === id)!);
    renumber(course.modules);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  addLesson: ({ db, clock, input }) => {
    const { course, module } = findModule(db, input.moduleId);
    const content = storedContent(input.kind, input.content);
    const lesson = {
      id: db.nextId('lesson'),
      title: input.title,
      kind: input.kind,
      position: 0,
      durationMinutes: input.durationMinutes ?? estimateLessonMinutes(content),
    };
    db.learning.contents.set(lesson.id, content);
    module.lessons = insertAt(sortByPosition(module.lessons), lesson, input.position);
    renumber(module.lessons);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  updateLesson: ({ db, clock, input }) => {
    const { course, lesson } = findLesson(db, input.lessonId);
    const kindChanges = input.kind !== lesson.kind;
    if (kindChanges && input.content === undefined) {
      throw new LmsError(
        'functions/invalid-argument',
        `This lesson is a ${lesson.kind} lesson; to make it a ${input.kind} lesson, send its ${input.kind} content too.`,
        { issues: [{ path: 'content', message: `Give the ${input.kind} content.` }] },
      );
    }
    const stored = db.learning.contents.get(lesson.id);
    const body = input.content === undefined ? stored : storedContent(input.kind, input.content);
    if (input.title !== undefined) lesson.title = input.title;
    if (input.content !== undefined && body !== undefined) {
      lesson.kind = input.kind;
      db.learning.contents.set(lesson.id, body);
    }
    if (typeof input.durationMinutes === 'number') lesson.durationMinutes = input.durationMinutes;
    const reestimate = input.durationMinutes === null || (input.durationMinutes === undefined && kindChanges);
    if (reestimate && body !== undefined) lesson.durationMinutes = estimateLessonMinutes(body);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  removeLesson: ({ db, clock, input }) => {
    const { course, module, lesson } = findLesson(db, input.lessonId);
    assertStillPublishable(course, course.lessonCount - 1);
    forgetLesson(db.learning, lesson.id);
    module.lessons = sortByPosition(module.lessons.filter((candidate) => candidate.id !== lesson.id));
    renumber(module.lessons);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  moveLesson: ({ db, clock, input }) => {
    const { course, module, lesson } = findLesson(db, input.lessonId);
    const target = findModule(db, input.toModuleId);
    if (target.course.id !== course.id) {
      throw new LmsError(
        'functions/invalid-argument',
        `Module "${input.toModuleId}" belongs to another course; a lesson can only move between modules of its own course.`,
        { reason: 'other-course' },
      );
    }
    module.lessons = sortByPosition(module.lessons.filter((candidate) => candidate.id !== lesson.id));
    renumber(module.lessons);
    target.module.lessons = insertAt(sortByPosition(target.module.lessons), lesson, input.position);
    renumber(target.module.lessons);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },

  reorderLessons: ({ db, clock, input }) => {
    const { course, module } = findModule(db, input.moduleId);
    const current = sortByPosition(module.lessons).map((lesson) => lesson.id);
    assertSameItems(input.lessonIds, current, { plural: 'lessons', container: 'module' });
    module.lessons = input.lessonIds.map((id) => module.lessons.find((lesson) => lesson.id === id)!);
    renumber(module.lessons);
    touchCourse(course, clock.now());
    return toAdminCourse(db, course);
  },
};
