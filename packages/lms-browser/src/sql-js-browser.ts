// The sql.js loader for pages built by Vite (Storybook, component tests in a browser): the WebAssembly file is an
// asset the bundler copies and names, so sql.js is told where it went. Node needs none of this (initSqlJs finds
// the file beside its script), which is why this module is an entry of its own and the main entry never imports it.
import initSqlJs, { type SqlJsStatic } from 'sql.js';
// The browser build of sql.js (the package's "browser" export) pairs with this WebAssembly file.
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { SqlJsLoader } from './db/connection';

let loading: Promise<SqlJsStatic> | undefined;

/** Loads sql.js once per page; every local server of the page shares the module. */
export const loadSqlJsInBrowser: SqlJsLoader = () => {
  loading ??= initSqlJs({ locateFile: () => wasmUrl }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
