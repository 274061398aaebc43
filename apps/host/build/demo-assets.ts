// The Firebase build carries the demo catalogue's pictures, video and lesson files: on Firebase no server serves
// packages/lms-server/assets/demo/ at /assets/demo/, so Hosting must, at the addresses `lms firebase seed-demo`
// stores (the server's DEMO_ASSETS_PREFIX). The self-hosted build leaves them out: the server serves them itself.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const DEMO_ASSETS_SOURCE = fileURLToPath(
  new URL('../../../packages/lms-server/assets/demo', import.meta.url),
);

/** Copies the demo assets to `<outDir>/assets/demo/`, where Hosting serves them. */
export function copyDemoAssets(outDir: string, source: string = DEMO_ASSETS_SOURCE): void {
  cpSync(source, join(outDir, 'assets', 'demo'), { recursive: true });
}

export function demoAssets(): Plugin {
  return {
    name: 'lms-demo-assets',
    apply: 'build',
    writeBundle(options) {
      // Vite always writes to a directory (build.outDir, or --outDir); a single-file output has none.
      if (options.dir === undefined) this.error('the demo assets need an output directory');
      copyDemoAssets(options.dir);
    },
  };
}
