// Where the PDF worker's script is. Built, it is `certificate-pdf-worker.js` beside the chunk that starts it (the
// rollup build emits it as an entry). Run from TypeScript source (the repository's tests and tools), Node cannot
// start a .ts worker, so the worker is bundled once per process with esbuild, which the repository builds with.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';

const FROM_SOURCE = import.meta.url.endsWith('.ts');

let bundled: Promise<URL> | null = null;

async function bundleFromSource(): Promise<URL> {
  const esbuild = await import('esbuild');
  // One file per process and thread: test runners load this module in several of each at once.
  const outfile = join(tmpdir(), `lms-certificate-pdf-worker-${process.pid}-${threadId}.mjs`);
  process.once('exit', () => rmSync(outfile, { force: true }));
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./certificate-pdf-worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@lms/source'],
    // The workspaces declare `sideEffects: false`; esbuild then leaves out the start of modules it wraps (their
    // constants stayed undefined), so the bundle keeps every module's top-level code.
    ignoreAnnotations: true,
    logLevel: 'warning',
    // CommonJS packages in the bundle require Node's modules.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
  });
  return pathToFileURL(outfile);
}

export function certificateWorkerScript(): Promise<URL> {
  if (!FROM_SOURCE) return Promise.resolve(new URL('./certificate-pdf-worker.js', import.meta.url));
  bundled ??= bundleFromSource().catch((error: unknown) => {
    bundled = null;
    throw error;
  });
  return bundled;
}
