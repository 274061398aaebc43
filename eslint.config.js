// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
);
