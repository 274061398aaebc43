// The three boot steps of spec section 4 as this host fills them in: build the back-end client, load the product
// configuration, check the bundle against the server's version. Each step hands its result to `setup`.
import {
  httpClientStep,
  productStep,
  versionStep,
  type BackendPort,
  type BootStep,
  type IdTokenSource,
} from '@lms/core';
import { readProductConfig, type ProductConfig } from './product-config';
import { backendVersion } from '#backend/version';

/** A back end the boot builds: the whole port for the app, a part of it for the framed step (no storage). */
export type BackendFactory<Backend = BackendPort> = (getIdToken: IdTokenSource) => Backend;

export interface HostSetup<Backend = BackendPort> {
  backend?: BackendFactory<Backend>;
  product?: ProductConfig;
}

/** Query parameter naming the server version a reload was asked for, so a second stale load is recognised. */
export const RELOAD_PARAM = 'lms-reload';

export function reloadUrl(currentHref: string, serverVersion: string): string {
  const url = new URL(currentHref);
  url.searchParams.set(RELOAD_PARAM, serverVersion);
  return url.href;
}

/**
 * `createBackend` builds the back end at `baseUrl` (`#backend/*`, backends/: the whole port, or the framed
 * step's part). `serverVersion` lets the host start the version request before anything else competes for the
 * browser's few connections to the server; by default the version step asks when it runs.
 */
export function hostBootSteps<Backend>(
  setup: HostSetup<Backend>,
  baseUrl: string,
  createBackend: (baseUrl: string) => BackendFactory<Backend> | Promise<BackendFactory<Backend>>,
  currentHref: () => string,
  serverVersion: () => Promise<string> = () => backendVersion(baseUrl),
): BootStep[] {
  return [
    httpClientStep({
      create: () => createBackend(baseUrl),
      install: (backend) => void (setup.backend = backend),
    }),
    productStep({
      load: async () => readProductConfig(),
      apply: (product) => void (setup.product = product),
    }),
    versionStep({
      clientVersion: __LMS_CLIENT_VERSION__,
      fetchServerVersion: serverVersion,
      reloadUrl: ({ serverVersion }) => reloadUrl(currentHref(), serverVersion),
    }),
  ];
}
