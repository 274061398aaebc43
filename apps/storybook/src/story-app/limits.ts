// Limits of the story tests. They catch a story that hangs; they never measure speed. A wait (findBy, waitFor) ends
// as soon as its condition holds, so a high limit costs a passing story nothing, while a page that loads in half a
// second on an idle machine took over 15 s with the two cores shared by a dozen processes (docs/decisions.md,
// "Tests on a busy machine"). Per-call timeouts below these only made such waits flaky.

/** How long findBy and waitFor wait for their condition before saying what they did not find. */
export const WAIT_LIMIT_MS = 60_000;

/** How long one story (render, play function, axe) may run: above WAIT_LIMIT_MS, so a wait that gives up reports
 * what it was waiting for. */
export const STORY_LIMIT_MS = 120_000;
