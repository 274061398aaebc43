// Slugs: made from titles, unique across all courses (archived ones too, so old links never change meaning).
import type { Kysely } from 'kysely';
import { LmsError } from '@lms/core';
import type { Database } from '../../db/schema';
import { SLUG_MAX_LENGTH } from './authoring-types';

/** "Café & Crème: Basics!" -> "cafe-creme-basics"; a title with no Latin letters or digits gives "course". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 8)
    .replace(/-+$/, '');
  return slug === '' ? 'course' : slug;
}

/**
 * `base` if free, else `base-2`, `base-3`, ... (or `base-copy`, `base-copy-2` for duplicates). A slug may not equal
 * another course's id either: getCourse accepts both and the id would win.
 */
export async function freeSlug(db: Kysely<Database>, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom('courses')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base) && !(await isCourseId(db, base))) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Refuses a slug another course already uses (or that is another course's id). */
export async function assertSlugAvailable(
  db: Kysely<Database>,
  slug: string,
  forCourseId: string | null,
): Promise<void> {
  let query = db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb('id', '=', slug)]));
  if (forCourseId !== null) query = query.where('id', '!=', forCourseId);
  const other = await query.executeTakeFirst();
  if (other !== undefined) {
    throw new LmsError(
      'functions/invalid-argument',
      `The slug "${slug}" is already used by the course "${other.title}". Choose another one.`,
      { issues: [{ path: 'slug', message: 'This slug is already taken.' }] },
    );
  }
}

async function isCourseId(db: Kysely<Database>, value: string): Promise<boolean> {
  return (
    (await db.selectFrom('courses').select('id').where('id', '=', value).executeTakeFirst()) !== undefined
  );
}
