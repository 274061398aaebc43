// Storybook for @lms/react: every component and screen, documented (addon-docs), checked by axe (addon-a11y) and
// run as tests in Chromium (addon-vitest). The libraries resolve to their TypeScript sources ("@lms/source").
// Node loads this file as it is, so it imports nothing relative (Storybook warns on extensionless imports).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig, runnerImport, type Plugin } from 'vite';

const lmsReactDir = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/lms-react');
/** @lms/browser's download worker (served at the root: its scope must cover /api/files/download/). */
const downloadWorkerDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/lms-browser/service-worker',
);

interface StylesheetModule {
  buildStylesheet(srcDir: string): string;
  /** Every CSS file of the stylesheet, relative to srcDir. */
  stylesheetSources(srcDir: string): string[];
}

/**
 * Serves @lms/react's stylesheet as `virtual:lms-react.css`, assembled from the sources by the library's own build
 * helper (packages/lms-react/build/stylesheet.ts), so stories show the working tree's CSS without a library build.
 */
function lmsStylesheetPlugin(): Plugin {
  const publicId = 'virtual:lms-react.css';
  const resolvedId = '\0lms-react-stylesheet.css'; // ends in .css: Vite's CSS pipeline takes it from there
  const srcDir = join(lmsReactDir, 'src');
  return {
    name: 'lms-react-stylesheet',
    resolveId: (id) => (id === publicId ? resolvedId : null),
    load: {
      // The filter keeps the bundler from calling this hook for every other module.
      filter: { id: /^\0lms-react-stylesheet\.css$/ },
      async handler() {
        // Vite's module runner loads the TypeScript helper and lms-core's theme with their extensionless imports.
        const { module } = await runnerImport<StylesheetModule>(join(lmsReactDir, 'build/stylesheet.ts'), {
          configFile: false,
          logLevel: 'error',
        });
        for (const file of module.stylesheetSources(srcDir)) this.addWatchFile(join(srcDir, file));
        return module.buildStylesheet(srcDir);
      },
    },
  };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/storybook-assets: files the seeded courses point at (the demo video, its captions, course pictures).
  // The download worker answers the saved addresses of uploaded files from the story's local server.
  staticDirs: ['../public', { from: downloadWorkerDir, to: '/' }],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@lms/source', ...defaultClientConditions] },
      // Lazily loaded screens import these; found only on first use, they would make Vite re-optimise and reload
      // the page in the middle of the first story run (a flaky test). Pre-bundled up front instead.
      optimizeDeps: {
        include: [
          '@dnd-kit/core',
          '@dnd-kit/sortable',
          '@dnd-kit/utilities',
          'react-markdown',
          'recharts',
          // The domain in the page (@lms/browser): its database driver and query builder, the token library, and
          // the JSON parser of its request protocol (CommonJS, so it must be pre-bundled to be imported at all).
          'sql.js',
          'kysely',
          'jose',
          'secure-json-parse',
          // The Route map reads story ids with Storybook's CSF helpers (src/docs/screen-stories.ts).
          'storybook/internal/csf',
        ],
      },
      plugins: [lmsStylesheetPlugin()],
      build: {
        // Storybook's manager and docs bundles are large by nature; this is a design tool, not the product.
        chunkSizeWarningLimit: 2500,
        rolldownOptions: {
          onwarn(warning, warn) {
            // Radix ships "use client" directives, meaningless in a client-only bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
  },
};

export default config;
