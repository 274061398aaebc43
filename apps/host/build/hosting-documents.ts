// The Firebase build's documents under the names Hosting serves them by. Hosting answers `/` with index.html before
// any rewrite, and a signed-out first visit should get the landing page drawn without React (docs/performance.md:
// 72 kB against the React app's 227 kB), as the server's `/` does: so the landing document becomes index.html and
// the app's becomes app.html, which firebase.json rewrites every other page address to.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Written name → the name Hosting serves it by; in this order, so no file is overwritten. */
export const HOSTING_DOCUMENTS = [
  ['index.html', 'app.html'],
  ['landing.html', 'index.html'],
] as const;

export function renameHostingDocuments(outDir: string): void {
  for (const [written, served] of HOSTING_DOCUMENTS) renameSync(join(outDir, written), join(outDir, served));
}

export function hostingDocuments(): Plugin {
  return {
    name: 'lms-hosting-documents',
    // After the files are written, before closeBundle's precompressed copies (which Hosting ignores anyway).
    writeBundle(options) {
      if (options.dir) renameHostingDocuments(options.dir);
    },
  };
}
