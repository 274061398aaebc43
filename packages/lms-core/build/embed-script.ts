// Builds /embed.js, the script third-party pages load to embed action-plan steps: one self-contained, minified file
// (no framework, no schema library) whose gzipped size must stay within EMBED_SCRIPT_MAX_GZIP_BYTES. The root
// build emits it as @lms/core's dist/embed.js (which the server serves), prints its gzipped size and fails above
// the budget. esbuild bundles it because the library build leaves dependencies (penpal's types only, here) external.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Plugin } from 'rollup';

/** 4 kB gzipped (issue 8): a page's embed should cost less than one small image. */
export const EMBED_SCRIPT_MAX_GZIP_BYTES = 4096;
export const EMBED_SCRIPT_ENTRY = fileURLToPath(
  new URL('../src/embed/adapters/embed-script.ts', import.meta.url),
);

export interface BuiltEmbedScript {
  code: string;
  gzipBytes: number;
}

export async function buildEmbedScript(entry = EMBED_SCRIPT_ENTRY): Promise<BuiltEmbedScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/** Rollup plugin of the lms-core build: emits embed.js beside the library, within its budget or not at all. */
export function embedScriptPlugin(entry = EMBED_SCRIPT_ENTRY): Plugin {
  return {
    name: 'lms-embed-script',
    async generateBundle() {
      const { code, gzipBytes } = await buildEmbedScript(entry);
      const summary = `embed.js: ${code.length} bytes, ${gzipBytes} bytes gzipped (budget ${EMBED_SCRIPT_MAX_GZIP_BYTES})`;
      if (gzipBytes > EMBED_SCRIPT_MAX_GZIP_BYTES) this.error(`${summary}: over budget`);
      console.log(summary);
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: code });
    },
  };
}
