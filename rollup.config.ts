// Builds each library package to ESM with .d.ts next to it; dependencies stay external.
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import type { RollupOptions, Plugin } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import dts from 'rollup-plugin-dts';
import { themeCss } from './packages/lms-core/src/theme';
import { emitStylesheet, jsonModules } from './packages/lms-react/build/rollup-plugins';
import { embedScriptPlugin } from './packages/lms-core/build/embed-script';

interface LibraryPackage {
  dir: string;
  inputs: Record<string, string>;
  platform: 'neutral' | 'node';
  extraPlugins?: Plugin[];
  /**
   * One output file per source module instead of one bundle: a host's bundler then sees the package's module graph
   * as in the sources, drops the modules whose exports it does not use (`sideEffects`) and keeps lazy imports lazy.
   */
  preserveModules?: boolean;
}

const external = (id: string) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id);

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function library(pkg: LibraryPackage): RollupOptions[] {
  const manifest = JSON.parse(readFileSync(`${pkg.dir}/package.json`, 'utf8')) as { name: string };
  const input = Object.fromEntries(Object.entries(pkg.inputs).map(([k, v]) => [k, `${pkg.dir}/${v}`]));
  return [
    {
      input,
      external: (id) => external(id) || nodeBuiltins.has(id),
      plugins: [
        esbuild({ target: 'es2022', platform: pkg.platform, tsconfig: `${pkg.dir}/tsconfig.json` }),
        ...(pkg.extraPlugins ?? []),
      ],
      output: {
        dir: `${pkg.dir}/dist`,
        format: 'es',
        sourcemap: true,
        entryFileNames: '[name].js',
        ...(pkg.preserveModules ? { preserveModules: true, preserveModulesRoot: `${pkg.dir}/src` } : {}),
      },
      onwarn(warning, warn) {
        if (warning.code === 'CIRCULAR_DEPENDENCY') throw new Error(`${manifest.name}: ${warning.message}`);
        warn(warning);
      },
    },
    {
      input,
      external: (id) => external(id) || nodeBuiltins.has(id),
      plugins: [dts({ tsconfig: `${pkg.dir}/tsconfig.json` })],
      output: { dir: `${pkg.dir}/dist`, format: 'es', entryFileNames: '[name].d.ts' },
    },
  ];
}

export default [
  ...library({
    dir: 'packages/lms-core',
    // The Firebase adapters are an entry of their own (the "./adapters/firebase" export): the root index leaves them
    // out, so only a host that imports them bundles the Firebase SDK.
    inputs: { index: 'src/index.ts', 'adapters/firebase/index': 'src/adapters/firebase/index.ts' },
    platform: 'neutral',
    // A host's first page needs only the session and the route rules, not the contract's classic-zod schemas (the
    // callable client imports them lazily): kept as modules, so the host's bundler leaves out what it does not use.
    preserveModules: true,
    // Ships the theme as dist/theme.css (the "./theme.css" export) for pages that style without JavaScript, and
    // dist/embed.js (the "./embed.js" export), the script the server serves to embedding pages at /embed.js.
    extraPlugins: [
      {
        name: 'lms-theme-css',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'theme.css', source: themeCss() });
        },
      },
      embedScriptPlugin(),
    ],
  }),
  // The domain runs in the server, the browser and Cloud Functions alike: built for a neutral platform.
  ...library({ dir: 'packages/lms-domain', inputs: { index: 'src/index.ts' }, platform: 'neutral' }),
  // The domain's browser host (sql.js). `sql-js-browser` is its own entry: it imports the WebAssembly file as a Vite
  // `?url` asset (left to the page's bundler), which Node cannot load. Its version comes from its package.json.
  ...library({
    dir: 'packages/lms-browser',
    inputs: { index: 'src/index.ts', 'sql-js-browser': 'src/sql-js-browser.ts' },
    platform: 'neutral',
    extraPlugins: [jsonModules()],
  }),
  // The ports every Node host injects into the domain. The certificate PDF worker is an entry of its own: started
  // from its file beside the chunk that starts it.
  ...library({
    dir: 'packages/lms-node',
    inputs: { index: 'src/index.ts', 'certificate-pdf-worker': 'src/certificates/certificate-pdf-worker.ts' },
    platform: 'node',
    // certificate-files.json: the fonts' list, which the Firebase functions' bundler reads too.
    extraPlugins: [jsonModules()],
  }),
  ...library({
    dir: 'packages/lms-server',
    inputs: { index: 'src/index.ts', cli: 'src/cli.ts' },
    platform: 'node',
    // The SQLite checkpoint worker is started from its file, beside the chunk that starts it (db/wal-checkpointer.ts).
    extraPlugins: [
      {
        name: 'lms-wal-checkpoint-worker',
        generateBundle() {
          this.emitFile({
            type: 'asset',
            fileName: 'wal-checkpoint-worker.mjs',
            source: readFileSync('packages/lms-server/src/db/wal-checkpoint-worker.mjs', 'utf8'),
          });
        },
      },
    ],
  }),
  // The Firebase host's deploy-time commands, which Node runs from the command line (`lms firebase`, `lms-firebase`);
  // its functions are bundled for Cloud Functions by its own `build:functions`.
  ...library({ dir: 'packages/lms-firebase', inputs: { cli: 'src/cli.ts' }, platform: 'node' }),
  // React stays external (a peer dependency); the message files are JSON modules; the stylesheet is emitted beside.
  ...library({
    dir: 'packages/lms-react',
    // `frame` (the action-plan frame) and `landing` (a signed-out first visit's landing page) are drawn without
    // React: entries of their own, so they load none.
    inputs: { index: 'src/index.ts', frame: 'src/frame/index.ts', landing: 'src/plain-landing/index.ts' },
    platform: 'neutral',
    extraPlugins: [jsonModules(), emitStylesheet('packages/lms-react/src')],
  }),
];
