import { useEffect } from 'react';
import { scrollAfterNavigation } from '@lms/core';
import { useLmsNavigation } from '../navigation/useLmsNavigation';

/** Spec section 2: scroll resets to the top on every navigation. */
export function ScrollToTop() {
  const { pathname, search } = useLmsNavigation().location;
  useEffect(() => {
    const { top, left } = scrollAfterNavigation();
    window.scrollTo({ top, left });
  }, [pathname, search]);
  return null;
}
