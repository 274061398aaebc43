import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it appears. For a panel that replaces the form it came from (a
 * confirmation): without it, focus would fall back to the page and screen readers would not hear the news.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
