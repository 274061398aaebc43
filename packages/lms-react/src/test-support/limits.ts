// Limits of the component tests. They catch a test that hangs; they never measure speed. A wait (findBy, waitFor)
// ends as soon as its condition holds, so a high limit costs a passing test nothing, while a screen that settles in
// a few hundred ms on an idle machine took over 20 s with the two cores shared by a dozen processes
// (docs/decisions.md, "Tests on a busy machine"). Per-call timeouts below these only made such waits flaky.

/** How long findBy and waitFor wait for their condition before saying what they did not find. */
export const WAIT_LIMIT_MS = 60_000;

/** How long one test may run: above WAIT_LIMIT_MS, so a wait that gives up reports what it was waiting for. */
export const TEST_LIMIT_MS = 120_000;
