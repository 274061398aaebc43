// The words for a paused password sign-in (issue 25): the server names its reason in `details.reason` and the
// minutes left in `details.retryAfterSeconds`, and the person reads why, for how long, and that the e-mailed
// sign-in link (the link under the form) still works.
import type { EndpointRefusalOf } from '@lms/core';
import type { RefusalWording, RefusalWordingsOf } from '../../ui-kit/useErrorText';

const minutesLeft = (details: Readonly<Record<string, unknown>>): number => {
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1;
};

const paused =
  (key: string): RefusalWording =>
  (t, details) =>
    t(key, { count: minutesLeft(details) });

export const SIGN_IN_REFUSALS: RefusalWordingsOf<never, EndpointRefusalOf<'passwordSignIn'>> = {
  'sign-in-paused-for-address': paused('login.pausedForAddress'),
  'sign-in-paused-for-account': paused('login.pausedForAccount'),
};
