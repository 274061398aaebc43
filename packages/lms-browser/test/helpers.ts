// Shared by the tests: sql.js loaded once per worker, a local server with cheap password hashing, and a client
// whose session is held the way lms-core's session manager holds it (the latest ID token).
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { isLmsError, type AuthResult, type BackendPort } from '@lms/core';
import { createLocalServer, type LocalServer, type LocalServerOptions } from '../src';

let sqlJsModule: Promise<SqlJsStatic> | undefined;

/** Node's loader: initSqlJs finds its WebAssembly beside its script. */
export const loadSqlJs = () => (sqlJsModule ??= initSqlJs());

export function openLocalServer(options: Partial<LocalServerOptions> = {}): Promise<LocalServer> {
  return createLocalServer({ sqlJs: loadSqlJs, passwordIterations: 1000, ...options });
}

export interface Client {
  backend: BackendPort;
  /** Keeps the session's ID token for the functions adapter, as the session manager does. */
  signedIn(result: AuthResult): AuthResult;
  signOut(): void;
}

export function clientOf(server: LocalServer): Client {
  let idToken: string | null = null;
  return {
    backend: server.connect(async () => idToken),
    signedIn(result) {
      idToken = result.tokens.idToken;
      return result;
    },
    signOut() {
      idToken = null;
    },
  };
}

/** The catalogue code a promise rejects with ('resolved' when it does not). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return isLmsError(error) ? error.code : `not an LmsError: ${String(error)}`;
  }
}

/** A JSON POST as lms-core's adapters send it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
