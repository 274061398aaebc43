/** A boolean column: both databases store it as an integer 0 or 1. */
export type Flag = 0 | 1;
