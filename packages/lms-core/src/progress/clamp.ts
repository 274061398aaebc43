// Spec section 5: progress values are clamped to 0-100 and non-numbers count as 0. Shared with the server.

export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

/**
 * Clamps a progress value to 0-100. Anything that is not a finite number (NaN, Infinity, strings, even numeric ones,
 * null, undefined, objects) counts as 0: Infinity usually comes from a division by zero, and a bug must never mark a
 * course as complete.
 */
export function clampProgress(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return PROGRESS_MIN;
  // `+ 0` turns -0 into 0 so the stored text never reads "-0".
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, value)) + 0;
}
