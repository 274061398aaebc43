// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';
import { existsSync, readdirSync } from 'node:fs';

/** Node's built-in modules by their bare names (`fs`, `crypto`, `fs/promises`). */
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Resolves relative imports only (a package's own modules); any other import is left alone, like Node's built-ins.
 * `import-x/no-cycle` then follows the modules of one package and never walks into node_modules or, through a
 * workspace link, into another package: this keeps it fast, and the package boundaries below are checked by name.
 * @param {import('eslint-plugin-import-x').NewResolver} resolver
 * @returns {import('eslint-plugin-import-x').NewResolver}
 */
function relativeOnly(resolver) {
  return {
    ...resolver,
    name: `${resolver.name}:relative`,
    resolve: (source, file) =>
      source.startsWith('.') ? resolver.resolve(source, file) : { found: true, path: null },
  };
}

// The layers: lms-core <- lms-react <- apps, and lms-core <- lms-domain <- lms-node <- the Node hosts (lms-server,
// lms-firebase). Checked by import name here; a relative path into another package's sources is caught by the zones
// of `import-x/no-restricted-paths` below. The options of `no-restricted-imports` do not add up across blocks (the
// last block matching a file wins), so a block with patterns of its own repeats its package's.
const noReact = { regex: '^react(-dom)?(/|$)', message: 'lms-core has no framework.' };
/** A package's name and its subpaths, as `no-restricted-imports` groups them. */
const withSubpaths = (...names) => names.flatMap((name) => [name, `${name}/*`]);
const noLmsReact = { group: ['@lms/react', '@lms/react/*'], message: 'lms-core sits below @lms/react.' };
const noLmsServer = {
  group: ['@lms/server', '@lms/server/*', '@lms/node', '@lms/node/*'],
  message: 'The client packages do not import the server or its Node ports.',
};

/** The domain's import rules (no Node built-ins, no server framework, no other host), plus `extra` patterns. */
function domainImports(...extra) {
  return {
    // Exact names: as a pattern, a built-in's name (`domain`) would also match `@lms/domain`.
    paths: nodeBuiltins.map((name) => ({
      name,
      message: 'No Node built-ins here: use Web APIs, or let the host inject it.',
    })),
    patterns: [
      { regex: '^node:', message: 'No Node built-ins here: use Web APIs, or let the host inject it.' },
      {
        group: ['fastify', 'fastify/*', '@fastify/*', 'better-sqlite3', 'pg', 'pg/*'],
        message: 'Server-only: the host injects what the domain needs.',
      },
      {
        group: withSubpaths('@lms/server', '@lms/firebase', '@lms/node'),
        message: 'The domain and its hosts never import another host, nor the Node hosts’ ports.',
      },
      ...extra,
    ],
  };
}

/**
 * lms-domain's plumbing (database, dispatch, wire, jobs, events, identity port, environment, the shared catalogue,
 * mail, files and rate limits): it serves every area and imports none, so the arrows point one way.
 */
const DOMAIN_PLUMBING = [
  'db',
  'functions',
  'wire',
  'jobs',
  'events',
  'identity',
  'platform',
  'catalogue',
  'mail',
  'files',
  'rate-limit',
];

/** lms-domain's area folders: those holding a manifest (area.ts), read from the disk so a new area is covered. */
const DOMAIN_AREA_FOLDERS = readdirSync(new URL('./packages/lms-domain/src/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .filter((entry) => existsSync(new URL(`./packages/lms-domain/src/${entry.name}/area.ts`, import.meta.url)))
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-firebase/**',
      '.firebase-e2e-*/**',
      '**/node_modules/**',
      '**/data/**',
      '**/coverage/**',
      '**/storybook-static/**',
      'bench/results/**',
      'bench/.out/**',
      'reliability/.out/**',
      // The Firebase functions as bundled for a deploy, or for the emulators while the tests run.
      'packages/lms-firebase/functions/**',
      'packages/lms-firebase/test/emulator/.run-*/**',
      // Rollup's bundled config, there only while \`npm run build\` runs (beside lint in \`npm test\`).
      'rollup.config-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // lms-core runs in Node, browsers and frames alike: no framework, no direct globals outside adapters.
    files: ['packages/lms-core/src/**/*.ts'],
    ignores: ['packages/lms-core/src/**/adapters/**', 'packages/lms-core/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'localStorage', 'sessionStorage', 'document'],
    },
  },
  {
    // The domain and its browser host run in the server, a browser and Cloud Functions alike: no Node built-ins, no
    // server framework or database driver (hosts inject those), and the browser host never reaches into the server.
    files: ['packages/lms-domain/src/**/*.ts', 'packages/lms-browser/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', domainImports()] },
  },
  // Areas do not call each other where an event says what happened: learning publishes "course-completed" and
  // asks the "course-completion" hold (events/), and imports no other area (the course catalogue it reads is the
  // shared catalogue/ folder). The plumbing imports no area at all. (A later block replaces the rule's options, so the domain's own come along.)
  ...[
    ['packages/lms-domain/src/learning/**/*.ts', DOMAIN_AREA_FOLDERS.filter((name) => name !== 'learning')],
    [DOMAIN_PLUMBING.map((folder) => `packages/lms-domain/src/${folder}/**/*.ts`), DOMAIN_AREA_FOLDERS],
    // The built-in identity provider reads the accounts (users) and the sign-in settings it serves, and reports
    // security events for the audit log to keep, instead of writing them there.
    [
      'packages/lms-domain/src/auth/**/*.ts',
      DOMAIN_AREA_FOLDERS.filter((name) => !['users', 'settings'].includes(name)),
    ],
  ].map(([files, forbidden]) => ({
    files: Array.isArray(files) ? files : [files],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        domainImports({
          regex: `^\\.\\./+(\\.\\./)*(${forbidden.join('|')})(/|$)`,
          // A type names the shape of a port an area needs (the context's certificate fonts, the payments config):
          // no code of the area runs from it.
          allowTypeImports: true,
          message:
            'Publish a domain event (events/domain-events.ts) or ask a hold; the area subscribes in its manifest.',
        }),
      ],
    },
  })),
  {
    // The Node hosts' ports (lms-node) serve the domain to the hosts: they import lms-core and lms-domain only, never
    // a host or the screens.
    files: ['packages/lms-node/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: withSubpaths('@lms/server', '@lms/firebase', '@lms/browser', '@lms/react'),
              message: 'lms-node imports the domain and lms-core only: the hosts import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Firebase host runs the domain; it never reaches into another host or the screens.
    files: ['packages/lms-firebase/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: withSubpaths('@lms/server', '@lms/browser', '@lms/react'),
              message: 'A host imports the domain, lms-core and the Node ports (lms-node) only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and adapters included.
    files: ['packages/lms-core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noReact, noLmsReact, noLmsServer] }],
    },
  },
  {
    files: ['packages/lms-react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noLmsServer] }],
    },
  },
  {
    // The pages drawn without React (the action-plan frame, a signed-out first visit's landing page) must stay
    // without it: their budgets (docs/performance.md) leave no room for React, its router, Redux or Radix, and a
    // relative import of a .tsx module would bring them. The end-to-end specs check the built pages too.
    files: [
      'packages/lms-react/src/frame/**/*.ts',
      'packages/lms-react/src/plain-landing/**/*.ts',
      'packages/lms-react/src/plain-dom/**/*.ts',
      'packages/lms-react/src/runtime/create-plain-page-runtime.ts',
      'packages/lms-react/src/runtime/create-session-backend.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*'], message: 'No React here.' },
            { group: ['@reduxjs/*', '@radix-ui/*'], message: 'No React libraries here.' },
            {
              // The library's React modules are PascalCase files (components) or .tsx.
              regex: '^\\.\\.?/(.*/)?([A-Z][A-Za-z]*|[^/]*\\.tsx)$',
              caseSensitive: true,
              message: 'A React module here?',
            },
            noLmsServer,
          ],
        },
      ],
    },
  },
  {
    // lms-react's product code reaches a back end only through lms-core's port: the domain and its browser host
    // are the component tests' back end (src/test-support/test-server.ts), never the library's. A rule name of its
    // own (the typescript-eslint extension of no-restricted-imports), so it adds to the screen folders' rule below
    // instead of replacing it.
    files: ['packages/lms-react/src/**/*.{ts,tsx}'],
    ignores: ['packages/lms-react/src/**/*.test.{ts,tsx}', 'packages/lms-react/src/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lms/domain', '@lms/domain/*', '@lms/browser', '@lms/browser/*', 'sql.js', 'sql.js/*'],
              message: "Test back end only: product code talks to lms-core's BackendPort.",
            },
          ],
        },
      ],
    },
  },
  // A screen folder (screens/<area>/) never imports another screen folder's files: what two areas share lives in
  // ui-kit/, components/ or another shared home of lms-react (its CONTEXT.md), so there is one implementation of
  // it, found where everyone looks. From a folder's own files `../x/` is another screen folder, from one level
  // deeper `../../x/`; dynamic import() is checked too (no-restricted-imports skips it).
  ...[1, 2, 3].map((depth) => {
    // Slashes escaped: the same text is an esquery regex literal below.
    const otherScreenFolder = `^(\\.\\.\\/){${depth}}[^.\\/][^\\/]*\\/`;
    const message = 'Another screen folder: import what areas share from ui-kit/ or another shared folder.';
    return {
      files: [`packages/lms-react/src/screens/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: otherScreenFolder, message }] }],
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/${otherScreenFolder}/]`, message },
        ],
      },
    };
  }),
  {
    // Apps use the packages by name (their exports), never their sources by path.
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+packages/[^/]+/src(/|$)',
              message:
                "Import the package by its name (@lms/core, @lms/react), not another package's sources.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/*/**/*.{ts,tsx}', 'apps/*/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // import-x parses each imported module again: eslint-import-parser.mjs does it in half the time.
      'import-x/parsers': {
        [fileURLToPath(new URL('eslint-import-parser.mjs', import.meta.url))]: ['.ts', '.tsx'],
      },
      'import-x/resolver-next': [
        relativeOnly(createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              // The contract is what every back end implements: it cannot depend on one of them.
              target: 'packages/lms-core/src/api',
              from: 'packages/lms-core/src/adapters',
              message: 'The contract (api/) must not import an adapter.',
            },
            {
              target: 'packages/lms-core',
              from: ['packages/lms-react', 'packages/lms-server', 'packages/lms-node'],
            },
            { target: 'packages/lms-react', from: ['packages/lms-server', 'packages/lms-node'] },
            {
              target: 'packages/lms-node',
              from: [
                'packages/lms-server',
                'packages/lms-firebase',
                'packages/lms-browser',
                'packages/lms-react',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Every package and app. Type-only imports do not count: the build erases them. A test file cannot close a
    // cycle (no module imports one), so tests are left out: it saves a walk through the imports for each of them.
    files: ['packages/*/**/*.{ts,tsx}', 'apps/*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
);
