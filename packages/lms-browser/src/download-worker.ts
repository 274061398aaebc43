// The page's half of the download worker (service-worker/lms-download-worker.js). A download address is the
// server's, `/api/files/download/<path>?token=...` on the page's origin, so an <img>, <video> or link needs something
// that answers that path. With no server behind a static site (Storybook's build), a service worker catches the
// request and asks the page, which answers through the in-process fetch of its local servers: the same bytes and
// headers lms-server sends, decided by the same file service. Node tests need none of this: they call `fetch`.
import type { FetchFunction } from '@lms/core';

/** The message the worker posts (MESSAGE in the worker's script). */
export const DOWNLOAD_WORKER_MESSAGE = 'lms-browser:download';

interface AskedDownload {
  type: typeof DOWNLOAD_WORKER_MESSAGE;
  url: string;
  headers: Array<[string, string]>;
}

interface PageAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export interface DownloadWorker {
  /** Answers the worker's requests from this server too, until the returned function is called (or it closes). */
  serve(server: { fetch: FetchFunction }): () => void;
}

export interface DownloadWorkerOptions {
  /** Where the worker's script is served, at the site's root so its scope covers /api/ (e.g. `/lms-download-worker.js`). */
  scriptUrl: string;
  /** `navigator.serviceWorker` unless given. */
  container?: ServiceWorkerContainer;
}

const isAsked = (data: unknown): data is AskedDownload =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === DOWNLOAD_WORKER_MESSAGE;

/** The servers' answer: the first one holding the file (a link's token names one file of one server), else 404. */
async function answer(servers: ReadonlyArray<{ fetch: FetchFunction }>, asked: AskedDownload) {
  let last: Response | null = null;
  // Newest first: the story on screen is the last one opened.
  for (const server of [...servers].reverse()) {
    last = await server.fetch(asked.url, { headers: asked.headers });
    if (last.status !== 404) break;
  }
  if (last === null) return { status: 404, headers: [], body: null } satisfies PageAnswer;
  const body = await last.arrayBuffer();
  return { status: last.status, headers: [...last.headers.entries()], body } satisfies PageAnswer;
}

/**
 * Registers the worker and answers it from the servers given to `serve`. Resolves once the worker controls this
 * page, so the first image of the first story is already caught.
 */
export async function startDownloadWorker(options: DownloadWorkerOptions): Promise<DownloadWorker> {
  const container = options.container ?? navigator.serviceWorker;
  const servers: Array<{ fetch: FetchFunction }> = [];
  container.addEventListener('message', (event: MessageEvent) => {
    const port = event.ports[0];
    if (!isAsked(event.data) || port === undefined) return;
    answer(servers, event.data).then(
      (reply) => port.postMessage(reply, reply.body ? [reply.body] : []),
      () => port.postMessage({ status: 500, headers: [], body: null } satisfies PageAnswer),
    );
  });
  // Messages wait in a queue until the page says it listens.
  container.startMessages();
  const controlled = new Promise<void>((resolve) => {
    if (container.controller) return resolve();
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  await container.register(options.scriptUrl, { scope: '/' });
  await controlled;
  return {
    serve(server) {
      servers.push(server);
      return () => {
        const index = servers.indexOf(server);
        if (index >= 0) servers.splice(index, 1);
      };
    },
  };
}
