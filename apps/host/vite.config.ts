// The host app: built to apps/host/dist, which lms-server serves (with SPA fallback) at the site's root.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { lmsReactStylesheet } from '../../packages/lms-react/build/vite-plugin';
import { demoAssets } from './build/demo-assets';
import { siteIcon } from './build/site-icon';
import { siteFont } from './build/site-font';
import { precompressAssets } from './build/precompress';
import { hostingDocuments } from './build/hosting-documents';

const lmsReactSrc = fileURLToPath(new URL('../../packages/lms-react/src/', import.meta.url));

// The bundle is built from the same commit as the server it ships with, so it expects the server's version; the
// boot's version step reloads a browser still running an older cached bundle.
const serverPackage = fileURLToPath(new URL('../../packages/lms-server/package.json', import.meta.url));
const expectedServerVersion = (JSON.parse(readFileSync(serverPackage, 'utf8')) as { version: string })
  .version;

// react-router 7's package exports always point at its development build, whose warnings would print in users'
// consoles; the production build it ships beside it is the one a production bundle should carry.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// `npm run build:firebase` (mode 'firebase'): the same pages on the Firebase back end, `#backend` resolved to
// src/backends/firebase/ through package.json's `lms-firebase` condition, built to dist-firebase/ (Hosting's
// public folder, firebase.json) with the version file the boot's version check reads there, the demo assets the
// server would serve (build/demo-assets.ts), its icon (build/site-icon.ts), and the landing page as index.html (build/hosting-documents.ts).
const FIREBASE_MODE = 'firebase';

/** Hosting serves no /api/version: the Firebase build writes its version beside its pages. */
function versionFile(version: string): Plugin {
  return {
    name: 'lms-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'lms-version.json', source: JSON.stringify({ version }) });
    },
  };
}

export default defineConfig(({ mode, command }) => ({
  plugins: [
    lmsReactStylesheet(lmsReactSrc),
    react(),
    siteFont(),
    precompressAssets(),
    ...(mode === FIREBASE_MODE
      ? [versionFile(expectedServerVersion), demoAssets(), siteIcon(), hostingDocuments()]
      : []),
  ],
  // Workspace packages resolve to their TypeScript sources, as in tests and type checks.
  resolve: {
    conditions: [
      '@lms/source',
      ...(mode === FIREBASE_MODE ? ['lms-firebase'] : []),
      ...defaultClientConditions,
    ],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: { __LMS_CLIENT_VERSION__: JSON.stringify(expectedServerVersion) },
  // The server also serves the sandbox checkout pages and the demo assets.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/payments/sandbox': 'http://localhost:3000',
      '/assets/demo': 'http://localhost:3000',
      '/favicon.svg': 'http://localhost:3000',
    },
  },
  // The manifest tells which chunks each page loads: `npm run bench` reads it to check the bundle budgets.
  build: {
    outDir: mode === FIREBASE_MODE ? 'dist-firebase' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Three documents: the full app; the landing page, drawn without React for a signed-out first visit; the
    // action-plan page (also framed by other sites), drawn without React in a frame and without the router on our site.
    rolldownOptions: {
      input: { index: 'index.html', landing: 'landing.html', 'action-plan': 'action-plan.html' },
    },
  },
}));
