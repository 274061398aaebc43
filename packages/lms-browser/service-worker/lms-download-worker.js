// @ts-check
// The download worker of @lms/browser: a static page (Storybook's build) has no server to answer a saved file's
// address, `/api/files/download/<path>?token=...`, so this service worker asks the page that holds the local
// server (src/download-worker.ts) and answers with what the page's in-process fetch answered: the same bytes,
// status and headers as lms-server. Any other request goes to the network untouched. Plain JavaScript: it is
// served as it is (Storybook's static folders), and registered at the site's root so its scope covers /api/.
/// <reference lib="webworker" />

const DOWNLOAD_PREFIX = '/api/files/download/';
/** The message both sides agree on (DOWNLOAD_WORKER_MESSAGE in src/download-worker.ts). */
const MESSAGE = 'lms-browser:download';
/** A page that never answers (closed mid-request, or no local server) must not hold an image forever. */
const ANSWER_TIMEOUT_MS = 5_000;

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

// A new version takes over at once, and the open story page without a reload.
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (!url.pathname.startsWith(DOWNLOAD_PREFIX)) return;
  event.respondWith(answer(event));
});

/** @param {FetchEvent} event */
async function answer(event) {
  const request = event.request;
  const asked = {
    type: MESSAGE,
    url: request.url,
    headers: [...request.headers.entries()],
  };
  // Every window is asked at once, the one that asked (an <img> of the story) among them: a link opened in a new
  // tab has no local server of its own, but its token names a file that one of the open pages holds.
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const found = await firstFound(windows.map((client) => askPage(client, asked)));
  if (found !== null) return toResponse(found);
  return new Response(
    JSON.stringify({
      error: { status: 'NOT_FOUND', code: 'storage/object-not-found', message: 'No such file.' },
    }),
    { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' } },
  );
}

/**
 * The first answer other than "not found", or null once every page said so or stayed silent.
 * @param {Array<Promise<PageAnswer | null>>} answers
 * @returns {Promise<PageAnswer | null>}
 */
function firstFound(answers) {
  return new Promise((resolve) => {
    let pending = answers.length;
    if (pending === 0) resolve(null);
    for (const answer of answers) {
      void answer.then((reply) => {
        if (reply !== null && reply.status !== 404) resolve(reply);
        else if (--pending === 0) resolve(null);
      });
    }
  });
}

/**
 * @typedef {{ status: number, headers: Array<[string, string]>, body: ArrayBuffer | null }} PageAnswer
 * @param {Client} client
 * @param {unknown} asked
 * @returns {Promise<PageAnswer | null>}
 */
function askPage(client, asked) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (message) => {
      clearTimeout(timer);
      resolve(/** @type {PageAnswer} */ (message.data));
    };
    client.postMessage(asked, [channel.port2]);
  });
}

/** @param {PageAnswer} reply */
function toResponse(reply) {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
