// Limits against hangs, not speed targets (docs/decisions.md, "Tests on a busy machine"). A passing wait ends the
// moment its condition holds, so these cost nothing when the machine is idle; on two cores kept busy beside the suite,
// a page that answers in 2 s alone took over a minute, and a flow that opens twenty pages several minutes.
/** An expectation or a wait: how long before the page counts as stuck. */
export const WAIT_LIMIT_MS = 180_000;
/** One test, however many pages it opens and sign-ins it makes. */
export const TEST_LIMIT_MS = 900_000;
