// GET /embed.js: the script third-party pages load to embed action-plan steps (built by the root build as
// @lms/core's dist/embed.js, at most 4 kB gzipped). Any site may load it; what it embeds is still framed only on
// allowed origins (the CSP of step pages) and gets a session only with a launch token or the student's sign-in.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { LmsError } from '@lms/core';

export const EMBED_SCRIPT_PATH = '/embed.js';

/** Where @lms/core's build put the script; null when it was not built. */
export function builtEmbedScriptFile(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@lms/core/embed.js');
  } catch {
    return null;
  }
}

export function registerEmbedScriptRoute(
  app: FastifyInstance,
  file: string | null = builtEmbedScriptFile(),
): void {
  // Read once: the script changes only with a new build, which means a new server process.
  let cached: Promise<Buffer> | null = null;
  app.get(EMBED_SCRIPT_PATH, async (request, reply) => {
    if (file === null) {
      throw new LmsError('functions/not-found', 'The embed script is not built: run `npm run build`.');
    }
    cached ??= readFile(file);
    let code: Buffer;
    try {
      code = await cached;
    } catch (error) {
      cached = null;
      request.log.error({ err: error, file }, 'The embed script could not be read');
      throw new LmsError('functions/not-found', 'The embed script is not built: run `npm run build`.');
    }
    return (
      reply
        .type('text/javascript; charset=utf-8')
        // An unversioned address: browsers check again after five minutes, so a new build reaches pages soon.
        .header('cache-control', 'public, max-age=300')
        // Loaded by <script> on other sites, including pages that require CORP (cross-origin isolation).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*')
        .send(code)
    );
  });
}
