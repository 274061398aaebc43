// Serves the built Storybook (storybook-static/) for designers: `npm run serve -w @lms/storybook` after
// `npm run build-storybook`. Only a static file server (static-server.mjs): every story runs on the domain in the
// browser (@lms/browser on sql.js), so no API server is involved.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const root = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));
const port = Number(process.env.PORT ?? 6006);

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build-storybook" first.`);
  process.exit(1);
}

createStaticServer(root).listen(port, '127.0.0.1', () => console.log(`Storybook: http://127.0.0.1:${port}/`));
