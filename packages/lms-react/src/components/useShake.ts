import { useCallback, useEffect, useRef, useState } from 'react';
import { DIALOG_SHAKE_MS } from '@lms/core';

/** A short "no" gesture: `shaking` is true for 170 ms (spec section 9) after each `shake()`. */
export function useShake(durationMs: number = DIALOG_SHAKE_MS): { shaking: boolean; shake: () => void } {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), durationMs);
  }, [durationMs]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { shaking, shake };
}
