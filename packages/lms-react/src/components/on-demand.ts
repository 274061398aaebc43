// Code downloaded on first use (a screen, a chart, the Markdown parser): one download at a time, remembered once
// it arrived, forgotten after a failure so the next try downloads it again.
import type { FulfilledReactPromise, Usable } from 'react';

export interface OnDemand<M> {
  /** Starts the download (once; again after a failure) and resolves with the module. */
  preload: () => Promise<M>;
  /**
   * What `use()` should read: the finished download when there is one, so it renders without suspending; a failed
   * one stays failed (React would otherwise ask again at once, forever) until `preload` tries again.
   */
  current: () => Usable<M>;
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let started: Promise<M> | undefined;
  let failed = false;
  // The finished download marked the way React marks a promise it has awaited, so `use` reads it without suspending.
  let downloaded: FulfilledReactPromise<M> | undefined;
  const preload = (): Promise<M> => {
    if (started && !failed) return started;
    failed = false;
    const attempt = load().then(
      (module) => {
        downloaded = Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module });
        return module;
      },
      (error: unknown) => {
        if (started === attempt) failed = true;
        throw error;
      },
    );
    started = attempt;
    return attempt;
  };
  return { preload, current: () => downloaded ?? started ?? preload() };
}

/**
 * Whether an error is a failed download of code (the browser's words for a dynamic import that could not be
 * fetched: Chromium, Firefox, Safari, and bundlers' chunk errors), rather than a fault of the code itself.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|module script failed|Failed to fetch|Load failed|NetworkError/i.test(
      error.message,
    )
  );
}
