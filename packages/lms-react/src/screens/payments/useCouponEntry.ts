import { useEffect, useRef, useState } from 'react';
import { normalizeCouponCode } from '@lms/core';
import { useDebouncedEffect } from '../../ui-kit/useDebouncedEffect';

/** How long typing must pause before the code is checked: long enough not to ask about every letter. */
export const COUPON_CHECK_DELAY_MS = 500;

export interface CouponEntry {
  /** What the field holds. */
  typed: string;
  setTyped: (value: string) => void;
  /** The code the quote is asked for ('' for none), in its stored form. */
  checked: string;
  /** The field holds something not checked yet (typing, or waiting for the pause). */
  pending: boolean;
  /** Checks the typed code at once (the Apply button, Enter). */
  apply: () => void;
  remove: () => void;
}

/**
 * The coupon field's state: the code is checked once the student stops typing, or at once when they apply it.
 * `initialCode` (a promotion link's `?coupon=`, or the coupon of the order the student came back from) fills the
 * field until they type.
 */
export function useCouponEntry(initialCode: string | null | undefined): CouponEntry {
  const [typed, setTypedState] = useState(initialCode ?? '');
  const [checked, setChecked] = useState(() => normalizeCouponCode(initialCode ?? ''));
  const touched = useRef(false);

  useEffect(() => {
    if (touched.current || !initialCode) return;
    setTypedState(initialCode);
    setChecked(normalizeCouponCode(initialCode));
  }, [initialCode]);

  useDebouncedEffect(typed, COUPON_CHECK_DELAY_MS, (value) => setChecked(normalizeCouponCode(value)));

  return {
    typed,
    setTyped: (value) => {
      touched.current = true;
      setTypedState(value);
    },
    checked,
    pending: normalizeCouponCode(typed) !== checked,
    apply: () => setChecked(normalizeCouponCode(typed)),
    remove: () => {
      touched.current = true;
      setTypedState('');
      setChecked('');
    },
  };
}
