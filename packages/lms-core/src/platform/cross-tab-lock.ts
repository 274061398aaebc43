// One refresh at a time across the tabs of a browser (issue 25): two tabs that refresh with the same refresh token
// at once used to make the back end see reuse and end the session. The lock serialises them, and the second tab,
// once it holds the lock, finds the first one's new tokens in the shared storage instead of refreshing again.

/** Runs `task` while holding the lock `name`, shared by every tab of this site. */
export interface CrossTabLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Without a shared lock (no Web Locks API, tests, another runtime) tasks run at once. That stays safe: the back end
 * answers a refresh repeated within its grace period with the same successor token.
 */
export const noCrossTabLock: CrossTabLock = { run: (_name, task) => task() };
