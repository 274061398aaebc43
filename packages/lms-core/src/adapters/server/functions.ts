// FunctionsPort of the self-hosted server: contract operations are callables under /api/fn on the server's origin.
import { createCallableClient } from '../../api/client';
import type { FetchFunction, NetworkInfo } from '../../api/client';
import type { FunctionsPort, IdTokenSource } from '../../api/ports';
import type { Clock } from '../../platform/clock';

export interface ServerFunctionsOptions {
  /** Where the lms-server answers, e.g. `https://lms.example.org` or '' for the page's own origin in a browser. */
  baseUrl: string;
  getIdToken: IdTokenSource;
  fetch?: FetchFunction;
  network?: NetworkInfo;
  clock?: Clock;
}

export function serverFunctions(options: ServerFunctionsOptions): FunctionsPort {
  return createCallableClient(options);
}
