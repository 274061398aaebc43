import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenRefreshDelay, tokenRetryDelay } from './token-timing';

const MINUTE = 60_000;

describe('token timing', () => {
  it('spec 9: a token counts as expired 30 seconds early', () => {
    const tokens = { expiresAt: 100_000 };
    expect(isTokenExpired(tokens, 69_999)).toBe(false);
    expect(isTokenExpired(tokens, 70_000)).toBe(true);
  });

  it('spec 4/9: the background refresh is due 5 minutes before expiry', () => {
    expect(tokenRefreshDelay({ expiresAt: 60 * MINUTE }, 0, null)).toBe(55 * MINUTE);
  });

  it('spec 4: a token already inside the 5-minute window is refreshed at once', () => {
    expect(tokenRefreshDelay({ expiresAt: 4 * MINUTE }, 0, null)).toBe(0);
  });

  it('waits at least 30 s after the last refresh, so short-lived tokens do not cause a refresh loop', () => {
    expect(tokenRefreshDelay({ expiresAt: 2 * MINUTE }, 10_000, 10_000)).toBe(30_000);
  });

  it('spec 4/9: retry delays start at 30 s and double up to 16 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(tokenRetryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });
});
