// The story data sets as database snapshots, seeded once per page through the one real domain, and the story
// clock. Each story then opens its own local server from its set's snapshot (create-story-app.ts), so a story can
// change anything without another story seeing it, and no story pays for seeding.
import { systemClock, type Clock } from '@lms/core';
import {
  createLocalServer,
  startDownloadWorker,
  type DownloadWorker,
  type LocalServer,
  type LocalServerOptions,
} from '@lms/browser';
import { loadSqlJsInBrowser } from '@lms/browser/sql-js-browser';
import { seedStoryData, STORY_NOW, type StoryIds, type StorySet } from '../seed';
import { storyCertificateFonts } from './certificate-fonts';

/** PBKDF2 rounds of the story accounts' hashes: enough to be the real rule, few enough to sign in at once. */
export const STORY_PASSWORD_ITERATIONS = 1000;

export interface SeededSet {
  /** The database file after seeding, which every story of the set opens a copy of. */
  snapshot: Uint8Array;
  ids: StoryIds;
}

const seeded = new Map<StorySet, Promise<SeededSet>>();

async function seed(set: StorySet): Promise<SeededSet> {
  const server = await createLocalServer({
    sqlJs: loadSqlJsInBrowser,
    passwordIterations: STORY_PASSWORD_ITERATIONS,
  });
  try {
    const ids = await seedStoryData(server.context, set);
    return { snapshot: server.export(), ids };
  } finally {
    await server.close();
  }
}

/** The set's snapshot and ids, seeded on first use in this page. */
export function seededSet(set: StorySet): Promise<SeededSet> {
  let entry = seeded.get(set);
  if (entry === undefined) {
    entry = seed(set);
    // A failed seed is tried again by the next story rather than failing every story of the page.
    entry.catch(() => seeded.delete(set));
    seeded.set(set, entry);
  }
  return entry;
}

/** A clock that reads STORY_NOW when the story opens and then runs with real time (timers are the real ones). */
export function storyClock(startsAt: string = STORY_NOW): Clock {
  const start = Date.parse(startsAt);
  const opened = systemClock.now();
  return {
    now: () => start + (systemClock.now() - opened),
    setTimeout: (callback, ms) => systemClock.setTimeout(callback, ms),
    clearTimeout: (handle) => systemClock.clearTimeout(handle),
  };
}

/** Where .storybook/main.ts serves @lms/browser's download worker. */
const DOWNLOAD_WORKER_URL = '/lms-download-worker.js';
let downloadWorker: Promise<DownloadWorker | null> | undefined;

/**
 * The page's download worker, started once: a saved file address (`/api/files/download/...`) then shows in an
 * <img> as on the server. Without service workers (a page not served over https or from localhost) files are
 * stored and saved all the same; only their pictures do not load.
 */
function storyDownloadWorker(): Promise<DownloadWorker | null> {
  downloadWorker ??= (
    'serviceWorker' in navigator
      ? startDownloadWorker({ scriptUrl: DOWNLOAD_WORKER_URL })
      : Promise.reject(new Error('this page cannot run service workers'))
  ).catch((error: unknown) => {
    console.warn('[lms] uploaded files will not show: the download worker did not start', error);
    return null;
  });
  return downloadWorker;
}

export type StoryServerOptions = Omit<LocalServerOptions, 'sqlJs' | 'database' | 'now' | 'clock'>;

/** A local server on a copy of the set's snapshot, at the story clock. */
export async function openStoryServer(
  set: StorySet,
  clock: Clock,
  options: StoryServerOptions = {},
): Promise<{ server: LocalServer; ids: StoryIds }> {
  const { snapshot, ids } = await seededSet(set);
  const server = await createLocalServer({
    sqlJs: loadSqlJsInBrowser,
    database: snapshot,
    now: () => clock.now(),
    clock,
    passwordIterations: STORY_PASSWORD_ITERATIONS,
    certificateFonts: storyCertificateFonts,
    ...options,
  });
  const stopServing = (await storyDownloadWorker())?.serve(server);
  const close = server.close;
  return {
    server: {
      ...server,
      close: async () => {
        stopServing?.();
        await close();
      },
    },
    ids,
  };
}
