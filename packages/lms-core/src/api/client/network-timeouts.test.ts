import { describe, expect, it } from 'vitest';
import { callableTimeoutMs, networkTimeoutMs } from './network-timeouts';

describe('networkTimeoutMs (spec 9: 30 s, 60 s on mobile, at most 5 s offline)', () => {
  it('gives 30 s to a request on an online desktop connection', () => {
    expect(networkTimeoutMs({ isMobile: false, isOnline: true })).toBe(30_000);
  });

  it('gives 60 s to a request on an online mobile connection', () => {
    expect(networkTimeoutMs({ isMobile: true, isOnline: true })).toBe(60_000);
  });

  it('caps a request at 5 s while offline, on desktop and on mobile', () => {
    expect(networkTimeoutMs({ isMobile: false, isOnline: false })).toBe(5_000);
    expect(networkTimeoutMs({ isMobile: true, isOnline: false })).toBe(5_000);
  });

  it('reads live network state at each call, so getter-backed info is honoured', () => {
    let online = true;
    const network = {
      isMobile: false,
      get isOnline() {
        return online;
      },
    };
    expect(networkTimeoutMs(network)).toBe(30_000);
    online = false;
    expect(networkTimeoutMs(network)).toBe(5_000);
  });
});

describe('callableTimeoutMs (spec 7 and 9: callables have their own 70 s)', () => {
  it('gives a callable 70 s by default, without network information', () => {
    expect(callableTimeoutMs(undefined, undefined)).toBe(70_000);
  });

  it('keeps 70 s on an online mobile connection: the 30-60 s network timeout is for plain requests', () => {
    expect(callableTimeoutMs(undefined, { isMobile: true, isOnline: true })).toBe(70_000);
    expect(callableTimeoutMs(undefined, { isMobile: false, isOnline: true })).toBe(70_000);
  });

  it("honours the caller's own timeout", () => {
    expect(callableTimeoutMs(1_500, { isMobile: false, isOnline: true })).toBe(1_500);
  });

  it('caps a callable at 5 s while offline, but keeps a shorter requested timeout', () => {
    expect(callableTimeoutMs(undefined, { isMobile: false, isOnline: false })).toBe(5_000);
    expect(callableTimeoutMs(2_000, { isMobile: true, isOnline: false })).toBe(2_000);
  });
});
