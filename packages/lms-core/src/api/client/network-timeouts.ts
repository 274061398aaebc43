// Spec section 9: "Network timeout 30 to 60 seconds (60 on mobile; at most 5 when offline)" and
// "call timeout 70 seconds" for cloud functions. The first governs plain HTTP requests (auth, storage);
// callables have their own, longer budget because the function itself may run for a while.

/**
 * What the device says about its connection. Read at every request, so an adapter may back the fields with
 * getters over live browser state (for example `navigator.onLine`).
 */
export interface NetworkInfo {
  readonly isMobile: boolean;
  readonly isOnline: boolean;
}

export const NETWORK_TIMEOUT_MS = 30_000;
export const MOBILE_NETWORK_TIMEOUT_MS = 60_000;
export const OFFLINE_NETWORK_TIMEOUT_MS = 5_000;
export const CALLABLE_TIMEOUT_MS = 70_000;

/** Timeout of a plain HTTP request (auth and storage requests), spec section 9. */
export function networkTimeoutMs(network: NetworkInfo): number {
  // Offline wins over mobile: waiting a minute for a network that is not there helps no one.
  if (!network.isOnline) return OFFLINE_NETWORK_TIMEOUT_MS;
  return network.isMobile ? MOBILE_NETWORK_TIMEOUT_MS : NETWORK_TIMEOUT_MS;
}

/**
 * Timeout of a callable: its own 70 s (or the caller's), capped at the offline limit while the device is offline.
 * The offline cap is "at most 5 when offline" of spec 9, which we read as a bound on every network wait.
 */
export function callableTimeoutMs(requestedMs: number | undefined, network: NetworkInfo | undefined): number {
  const budget = requestedMs ?? CALLABLE_TIMEOUT_MS;
  return network && !network.isOnline ? Math.min(budget, OFFLINE_NETWORK_TIMEOUT_MS) : budget;
}
