// Limits of the story tests. They catch a story that hangs; they never measure speed. A wait (findBy, waitFor) ends
// as soon as its condition holds, so a high limit costs a passing story nothing. How far a page can be from its
// idle speed: half a second idle, over 15 s with the two cores shared by a dozen processes, and 52 to 64 s for the
// first story of a file that loads a chart on demand (the reports' Loaded story: Vite serving the chart's modules)
// with three test runs and stress-ng on two cores (docs/decisions.md, "Tests on a busy machine"). A limit near
// that made the story fail in two runs of three; per-call timeouts below these only made such waits flaky.

/** How long findBy and waitFor wait for their condition before saying what they did not find. */
export const WAIT_LIMIT_MS = 180_000;

/** How long one story (render, play function, axe) may run: above WAIT_LIMIT_MS, so a wait that gives up reports
 * what it was waiting for. */
export const STORY_LIMIT_MS = 360_000;
