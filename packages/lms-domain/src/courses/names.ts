// Courses, modules and lessons named by their id: their titles.
import type { NamedThing } from '@lms/core';
import type { ThingNamer } from '../events/names';

export const nameCourseParts: ThingNamer = async (ctx, ids) => {
  const [courses, modules, lessons] = await Promise.all([
    ctx.db.selectFrom('courses').select(['id', 'title']).where('id', 'in', ids).execute(),
    ctx.db.selectFrom('course_modules').select(['id', 'title']).where('id', 'in', ids).execute(),
    ctx.db.selectFrom('lessons').select(['id', 'title']).where('id', 'in', ids).execute(),
  ]);
  return [
    ...courses.map((row): NamedThing => ({ id: row.id, kind: 'course', name: row.title })),
    ...modules.map((row): NamedThing => ({ id: row.id, kind: 'module', name: row.title })),
    ...lessons.map((row): NamedThing => ({ id: row.id, kind: 'lesson', name: row.title })),
  ];
};
