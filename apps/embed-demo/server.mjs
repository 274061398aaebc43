// The embed demo: a plain third-party page (no framework) on its own origin that embeds an action-plan step of the
// learning platform. Its tiny back end plays the partner site's part: it "signs in" its own visitor (a cookie with
// their e-mail, standing in for the site's real accounts) and, with the API key an administrator created for this
// site's origin, asks the platform for a one-time launch token for that student when the frame asks for one.
//
//   LMS_URL=http://localhost:3000 LMS_API_KEY=lmsk_... LMS_STEP_ID=... node apps/embed-demo/server.mjs
//
// Environment: LMS_URL (the platform, default http://localhost:3000), LMS_API_KEY (required for launch tokens),
// LMS_STEP_ID (the step to show; ?step= overrides it), PORT (4100), HOST (localhost). The platform must allow this
// page's origin (http://HOST:PORT) in /admin/settings or LMS_EMBED_ORIGINS. See docs/embedding.md.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const PORT = Number(process.env.PORT ?? 4100);
const HOST = process.env.HOST ?? 'localhost';
const LMS_URL = (process.env.LMS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const API_KEY = process.env.LMS_API_KEY ?? '';
const STEP_ID = process.env.LMS_STEP_ID ?? '';
const SELF = `http://${HOST}:${PORT}`;
const COOKIE = 'demo_student';
const PAGE_SCRIPT = new URL('./public/demo-page.js', import.meta.url);

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signedInEmail(request) {
  const cookies = Object.fromEntries(
    (request.headers.cookie ?? '').split(';').flatMap((part) => {
      const index = part.indexOf('=');
      return index < 0 ? [] : [[part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1))]];
    }),
  );
  return cookies[COOKIE] || null;
}

function page(email, stepId) {
  const account = email
    ? `<p>Signed in to Partner School as <strong>${escapeHtml(email)}</strong>.</p>
       <form method="post" action="/sign-out"><button type="submit">Sign out</button></form>`
    : `<form method="post" action="/sign-in">
         <label for="email">Your e-mail at Partner School (the same as on the learning platform)</label>
         <input id="email" name="email" type="email" required autocomplete="email">
         <button type="submit">Sign in to Partner School</button>
       </form>
       <p>Without signing in here, the step offers “Sign in to continue” on the learning platform.</p>`;
  const step = stepId
    ? `<div id="lms-step" data-step-id="${escapeHtml(stepId)}"></div>`
    : '<p role="alert">Set LMS_STEP_ID (or add ?step=STEP_ID to this address) to show a step.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner School: your next step</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1.5rem; color: #1d1d1f; }
  header { border-bottom: 1px solid #ccc; margin-bottom: 1rem; }
  #events { font-family: ui-monospace, monospace; font-size: 0.875rem; }
</style>
<script src="${escapeHtml(LMS_URL)}/embed.js" defer></script>
<script src="/demo-page.js" defer></script>
</head>
<body>
<header><h1>Partner School</h1>${account}</header>
<main>
<h2>Your next step</h2>
${step}
<h2>What the step told this page</h2>
<ol id="events" aria-live="polite"></ol>
</main>
</body>
</html>`;
}

/** Asks the platform for a launch token for the signed-in visitor, with this site's API key (never sent to pages). */
async function launchToken(email, stepId) {
  const response = await fetch(`${LMS_URL}/api/embed/launch-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, stepId }),
  });
  return { status: response.status, body: await response.json() };
}

function send(response, status, type, body, headers = {}) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}

async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

const readForm = async (request) => new URLSearchParams(await readBody(request));

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', SELF);
  const email = signedInEmail(request);
  try {
    if (request.method === 'GET' && url.pathname === '/') {
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        page(email, url.searchParams.get('step') ?? STEP_ID),
      );
    }
    if (request.method === 'GET' && url.pathname === '/demo-page.js') {
      return send(response, 200, 'text/javascript; charset=utf-8', await readFile(PAGE_SCRIPT));
    }
    if (request.method === 'POST' && url.pathname === '/sign-in') {
      const address = ((await readForm(request)).get('email') ?? '').trim();
      const cookie = `${COOKIE}=${encodeURIComponent(address)}; Path=/; HttpOnly; SameSite=Lax`;
      return send(response, 303, 'text/plain', '', { location: '/', 'set-cookie': cookie });
    }
    if (request.method === 'POST' && url.pathname === '/sign-out') {
      const cookie = `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
      return send(response, 303, 'text/plain', '', { location: '/', 'set-cookie': cookie });
    }
    if (request.method === 'POST' && url.pathname === '/launch-token') {
      // Only this site's own pages may ask (the browser sets Origin on every POST).
      if (request.headers.origin !== SELF)
        return send(response, 403, 'application/json', '{"error":"origin"}');
      const { stepId } = JSON.parse((await readBody(request)) || '{}');
      if (!email || typeof stepId !== 'string') {
        return send(response, 200, 'application/json', JSON.stringify({ launchToken: null }));
      }
      const answer = await launchToken(email, stepId);
      if (answer.status !== 201) {
        console.warn(`Launch token refused (${answer.status}):`, JSON.stringify(answer.body));
        return send(
          response,
          200,
          'application/json',
          JSON.stringify({ launchToken: null, refused: answer.body }),
        );
      }
      return send(
        response,
        200,
        'application/json',
        JSON.stringify({ launchToken: answer.body.launchToken }),
      );
    }
    return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  } catch (error) {
    console.error(error);
    return send(response, 500, 'text/plain; charset=utf-8', 'The demo failed; see its console.');
  }
});

server.listen(PORT, HOST, () => {
  console.log(`Embed demo on ${SELF} (platform ${LMS_URL}${STEP_ID ? `, step ${STEP_ID}` : ''})`);
  if (!API_KEY) console.warn('LMS_API_KEY is not set: every visitor gets "Sign in to continue".');
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
