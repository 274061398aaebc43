// What / shows when the host app has not been built: the truth (it is not built, here is how to build it) and the
// API that does work, so an operator can check the server is up. Not an imitation of the app.
import { operations } from '@lms/core';
import { API_PATHS } from '@lms/core';
import { FAVICON_LINK } from './favicon-route';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function hostAppMissingPage(hostAppDir: string): string {
  const rows = Object.values(operations)
    .map(
      (op) =>
        `<tr><td><code>POST ${escapeHtml(API_PATHS.functions(op.name))}</code></td><td>${escapeHtml(op.access)}</td><td>${escapeHtml(op.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>Learning platform API: host app not built</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
code { background: #f3f3f3; padding: 0 .25rem; border-radius: 3px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>The server is running, but the host app is not built</h1>
<p>No built web app was found in <code>${escapeHtml(hostAppDir)}</code>. Build it with <code>npm run build</code> at the
repository root, or point <code>LMS_HOST_APP_DIR</code> at a built copy, then restart the server.</p>
<h2>API</h2>
<p>The machine-readable description is at <a href="${API_PATHS.openapi}"><code>${API_PATHS.openapi}</code></a>.
Callable operations take <code>{"data": ...}</code> and answer <code>{"result": ...}</code> or <code>{"error": ...}</code>.</p>
<table>
<thead><tr><th scope="col">Call</th><th scope="col">Who may call</th><th scope="col">What it does</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}
