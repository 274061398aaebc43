// The Firebase build carries the site's icon: on Firebase no server answers /favicon.svg (lms-server's
// favicon-route.ts), and Hosting's catch-all rewrite answered it with the app's page, so no icon showed. The
// self-hosted build leaves it out: the server serves it itself. (/favicon.ico is a redirect in firebase.json.)
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const SITE_ICON_SOURCE = fileURLToPath(
  new URL('../../../packages/lms-server/assets/favicon.svg', import.meta.url),
);

/** Copies the icon to `<outDir>/favicon.svg`, the address every document links (lms-domain's FAVICON_PATH). */
export function copySiteIcon(outDir: string, source: string = SITE_ICON_SOURCE): void {
  copyFileSync(source, join(outDir, 'favicon.svg'));
}

export function siteIcon(): Plugin {
  return {
    name: 'lms-site-icon',
    apply: 'build',
    writeBundle(options) {
      // Vite always writes to a directory (build.outDir, or --outDir); a single-file output has none.
      if (options.dir === undefined) this.error('the site icon needs an output directory');
      copySiteIcon(options.dir);
    },
  };
}
