// Order of modules in a course and of lessons in a module: positions are always 0..n-1 with no gaps, rewritten as a
// whole inside the change's transaction, so a reader never sees two items at one place or a hole.
import { LmsError } from '@lms/core';
import type { Trx } from './course-edit-lock';

export type OrderedTable = 'course_modules' | 'lessons';

/** Writes positions 0..n-1 in the order of `ids`, touching only rows whose position changes. */
export async function writePositions(
  trx: Trx,
  table: OrderedTable,
  ids: readonly string[],
  current: ReadonlyMap<string, number> = new Map(),
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    if (current.get(id) === position) continue;
    await trx.updateTable(table).set({ position }).where('id', '=', id).execute();
  }
}

/** `ids` with `id` placed at `position`; a position past the end means "at the end". */
export function insertAt(ids: readonly string[], id: string, position: number | undefined): string[] {
  const at = position === undefined ? ids.length : Math.min(position, ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

/**
 * Checks that a requested order names exactly the current items, each once. A list that differs was made from an
 * out-of-date view (someone added or removed an item meanwhile), so the answer is a conflict, not a guess.
 */
export function assertSameItems(
  requested: readonly string[],
  current: readonly string[],
  what: { plural: string; container: string },
): void {
  const duplicates = requested.filter((id, index) => requested.indexOf(id) !== index);
  if (duplicates.length > 0) {
    throw new LmsError(
      'functions/invalid-argument',
      `Each of the ${what.plural} may appear only once; repeated: ${[...new Set(duplicates)].join(', ')}.`,
      { reason: 'duplicate-ids', ids: [...new Set(duplicates)] },
    );
  }
  const known = new Set(current);
  const wanted = new Set(requested);
  const unknown = requested.filter((id) => !known.has(id));
  const missing = current.filter((id) => !wanted.has(id));
  if (unknown.length > 0 || missing.length > 0) {
    throw new LmsError(
      'functions/aborted',
      `The ${what.plural} of this ${what.container} changed since you loaded it` +
        `${missing.length > 0 ? ` (not in your list: ${missing.join(', ')})` : ''}` +
        `${unknown.length > 0 ? ` (not in this ${what.container}: ${unknown.join(', ')})` : ''}. ` +
        'Reload and reorder again.',
      { reason: 'stale-order', missing, unknown },
    );
  }
}
