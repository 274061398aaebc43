import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, buildOpenApiDocument, operations } from '@lms/core';
import { packageRoot, type ServerConfig } from '../config';

let version: string | undefined;

/**
 * The API's own version is the server package's version, read once when first asked (works from src/ and from
 * dist/); not at import, so a tool that bundles the server's modules elsewhere (the bench) does not need the file.
 */
export function serverVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  return version;
}

export function registerOpenApiRoute(app: FastifyInstance, config: ServerConfig): void {
  // Built once: the contract cannot change while the process runs.
  const document = buildOpenApiDocument(operations, {
    title: 'Learning platform API',
    version: serverVersion(),
    serverUrl: config.publicUrl,
  });
  app.get(API_PATHS.openapi, (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
  // What every page's boot asks (is this bundle the server's?): a few bytes instead of the 240 kB document.
  const versionBody = JSON.stringify({ version: serverVersion() });
  app.get(API_PATHS.version, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(versionBody),
  );
}
