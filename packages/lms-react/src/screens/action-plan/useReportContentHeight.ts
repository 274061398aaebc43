import { useEffect } from 'react';

/**
 * Reports the document's content height whenever it changes (ResizeObserver), so the page around a framed step
 * sizes the iframe to it and the step never shows an inner scrollbar. The document's root element is as tall as
 * its content (nothing in the library stretches it to the viewport), so growing the iframe cannot feed back.
 */
export function useReportContentHeight(report: (height: number) => void): void {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let last = -1;
    const measure = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      report(height);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    measure();
    return () => observer.disconnect();
  }, [report]);
}
