// Shared by the tests: sql.js loaded once per worker.
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let sqlJsModule: Promise<SqlJsStatic> | undefined;

/** Node's loader: initSqlJs finds its WebAssembly beside its script. */
export const loadSqlJs = () => (sqlJsModule ??= initSqlJs());
