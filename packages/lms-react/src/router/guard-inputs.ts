import type { AuthSnapshot } from '@lms/core';

/** Only a change of who is signed in, or of their role, can change a guard's answer for the page on screen. */
export function guardInputsChanged(previous: AuthSnapshot, next: AuthSnapshot): boolean {
  return (
    !previous.isLoading &&
    (previous.isAuthenticated !== next.isAuthenticated ||
      previous.isAdmin !== next.isAdmin ||
      previous.user?.uid !== next.user?.uid)
  );
}
