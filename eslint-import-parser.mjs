// The parser import-x reads the imported modules with (eslint.config.js): typescript-estree's plain parse, without
// @typescript-eslint/parser's scope analysis and without JSDoc, which import-x/no-cycle does not need. It halves
// what the rule adds to `npm run lint`: each module is parsed a second time, apart from ESLint's own parse.
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

// typescript-eslint's own copy (a direct dependency of it), whatever the hoisting.
const requireFromTseslint = createRequire(createRequire(import.meta.url).resolve('typescript-eslint'));
/** @type {typeof import('@typescript-eslint/typescript-estree')} */
const { parse } = requireFromTseslint('@typescript-eslint/typescript-estree');
const { visitorKeys } = tseslint.parser.parseForESLint('', { filePath: 'visitor-keys.ts' });

/**
 * @param {string} code
 * @param {import('@typescript-eslint/typescript-estree').TSESTreeOptions} options
 */
export function parseForESLint(code, options) {
  return { ast: parse(code, { ...options, jsDocParsingMode: 'none' }), visitorKeys };
}
