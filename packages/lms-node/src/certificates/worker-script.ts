// Where the PDF worker's script is. Installed with this package and built, it is `certificate-pdf-worker.js` beside
// the chunk that starts it (the rollup build emits it as an entry). Run from TypeScript source (the repository's
// tests and tools), Node cannot start a .ts worker, so the worker is bundled once per process with esbuild, which the
// repository builds with, and started from memory (a data: URL): nothing is left behind in a temporary folder when a
// test process is killed. Bundled by a host (the Firebase functions, CommonJS, where import.meta.url is empty), it is
// the file that host's bundler wrote (bundledWorkerScript).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import files from './certificate-files.json';

let bundled: Promise<URL> | null = null;

async function bundleFromSource(): Promise<URL> {
  const esbuild = await import('esbuild');
  const entry = fileURLToPath(new URL('./certificate-pdf-worker.ts', import.meta.url));
  const { outputFiles } = await esbuild.build({
    entryPoints: [entry],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@lms/source'],
    // The workspaces declare `sideEffects: false`; esbuild then leaves out the start of modules it wraps (their
    // constants stayed undefined), so the bundle keeps every module's top-level code.
    ignoreAnnotations: true,
    logLevel: 'warning',
    // CommonJS packages in the bundle require Node's modules, resolved from the worker's own source file.
    banner: {
      js: `import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(${JSON.stringify(entry)});`,
    },
  });
  const [bundle] = outputFiles;
  if (bundle === undefined) throw new Error('esbuild produced no bundle for the certificate PDF worker.');
  return new URL(`data:text/javascript;base64,${Buffer.from(bundle.contents).toString('base64')}`);
}

/** The worker installed with this package; import.meta.url is read when asked, never when the module loads. */
export function installedWorkerScript(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts'))
    return Promise.resolve(new URL('./certificate-pdf-worker.js', import.meta.url));
  bundled ??= bundleFromSource().catch((error: unknown) => {
    bundled = null;
    throw error;
  });
  return bundled;
}

/** The worker a bundler wrote into `dir` (certificate-files.json names it). */
export function bundledWorkerScript(dir: string): Promise<URL> {
  return Promise.resolve(pathToFileURL(join(dir, files.bundled.worker)));
}
