// Writes a Brotli (.br) and a gzip (.gz) copy of every text asset of the build, which lms-server sends instead of
// the original to browsers that accept it (@fastify/static's preCompressed). Compressing once at build time costs
// nothing per request and cuts what a phone downloads by about three quarters (docs/performance.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lms-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}
