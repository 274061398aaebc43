import { useEffect, useRef } from 'react';

/** Runs `effect(value)` once `value` has stopped changing for `delayMs`; a newer value cancels the pending run. */
export function useDebouncedEffect<T>(value: T, delayMs: number, effect: (value: T) => void): void {
  const latestEffect = useRef(effect);
  latestEffect.current = effect;
  useEffect(() => {
    const timer = setTimeout(() => latestEffect.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
