/** The ids with the one at `index` moved by `offset` places (clamped to the list). */
export function moveItem(ids: readonly string[], index: number, offset: number): string[] {
  const target = Math.min(ids.length - 1, Math.max(0, index + offset));
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
