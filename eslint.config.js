// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

/** Node's built-in modules by their bare names (`fs`, `crypto`, `fs/promises`). */
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/coverage/**',
      '**/storybook-static/**',
      'bench/results/**',
      'bench/.out/**',
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
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', 'react-dom/*'] }],
      'no-restricted-globals': ['error', 'window', 'localStorage', 'sessionStorage', 'document'],
    },
  },
  {
    // The domain and its browser host run in the server, a browser and Cloud Functions alike: no Node built-ins, no
    // server framework or database driver (hosts inject those), and the browser host never reaches into the server.
    files: ['packages/lms-domain/src/**/*.ts', 'packages/lms-browser/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
              group: ['@lms/server', '@lms/server/*'],
              message: 'The domain and its hosts never import the server.',
            },
          ],
        },
      ],
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
);
