// Serves the built host app (with SPA fallback: any unknown non-API GET gets index.html so client routes work on
// reload, with 404 when the path is no route of the table; an action-plan step gets the host's lighter action-plan.html and `/` its landing.html, with the catalogue's
// first page written in (landing-document.ts), when they were built) and the package's demo assets. API paths never
// fall back to HTML: they answer a JSON 404.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LmsError } from '@lms/core';
import { packageAssetsDir } from '../config';
import type { ServerContext } from '../context';
import { publicSiteSettings, type HandlerMap } from '@lms/domain';
import { hostAppMissingPage } from './host-app-missing-page';
import { createLandingRenderer } from './landing-document';
import { createPageStatus } from './page-status';
import { isFramablePath } from '@lms/domain';
import { applySiteSettings } from './site-document';

export const DEMO_ASSETS_PREFIX = '/assets/demo/';

/** The host's document for an action-plan step: the step without the full app's router (frames load less). */
const ACTION_PLAN_DOCUMENT = 'action-plan.html';
/** The host's document for `/`: the landing page drawn without React for a signed-out first visit. */
const LANDING_DOCUMENT = 'landing.html';

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerStaticFiles(
  app: FastifyInstance,
  ctx: ServerContext,
  handlers: Partial<HandlerMap>,
): Promise<void> {
  const { config } = ctx;
  await app.register(fastifyStatic, {
    root: join(packageAssetsDir, 'demo'),
    prefix: DEMO_ASSETS_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });

  const hostAppBuilt = existsSync(join(config.hostAppDir, 'index.html'));
  const builtOrIndex = (document: string) =>
    existsSync(join(config.hostAppDir, document)) ? document : 'index.html';
  const actionPlanDocument = builtOrIndex(ACTION_PLAN_DOCUMENT);
  const pageStatus = createPageStatus();
  if (hostAppBuilt) {
    await app.register(fastifyStatic, {
      root: config.hostAppDir,
      prefix: '/',
      cacheControl: false,
      // The host build writes .br and .gz copies of its text assets (apps/host/build/precompress.ts).
      preCompressed: true,
      // `/` is the landing page's own route, below.
      index: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache'),
    });
    // Which document is decided once, as for the action plan; its text is read per request, so a rebuilt host app
    // is served without a restart.
    const landingDocumentPath = join(config.hostAppDir, builtOrIndex(LANDING_DOCUMENT));
    const renderLanding = createLandingRenderer(ctx, handlers, () =>
      withSiteSettings(ctx, landingDocumentPath, app.log),
    );
    app.get('/', async (request, reply) => {
      const landing = await renderLanding(request.log);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      // Negotiated as @fastify/static negotiates the precompressed copies of the other files.
      if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip')
        return reply.header('content-encoding', 'gzip').send(landing.gzipped);
      return reply.send(landing.html);
    });
  } else {
    app.log.warn({ hostAppDir: config.hostAppDir }, 'host app not built: / explains how to build it');
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(hostAppMissingPage(config.hostAppDir)),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isResourcePath(path);
    if (!isPageRequest) {
      throw new LmsError('functions/not-found', `No route ${request.method} ${path}.`);
    }
    if (hostAppBuilt) {
      const document = isFramablePath(path) ? actionPlanDocument : 'index.html';
      const html = await withSiteSettings(ctx, join(config.hostAppDir, document), request.log);
      return reply
        .status(pageStatus(path, html))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(404).type('text/html; charset=utf-8').send(hostAppMissingPage(config.hostAppDir));
  });
}

/**
 * A host document with the stored settings written in (site-document.ts), read per request. Settings that cannot
 * be read leave the document as built: the page still works, with the built-in name and colours.
 */
async function withSiteSettings(
  ctx: ServerContext,
  path: string,
  log: { warn: (meta: object, message: string) => void },
): Promise<string> {
  const page = await readFile(path, 'utf8');
  try {
    return applySiteSettings(page, await publicSiteSettings(ctx));
  } catch (error) {
    log.warn({ err: error }, 'The settings could not be read; the page goes out as built');
    return page;
  }
}

/** API calls and files (scripts, images) get a real 404: answering them with index.html hides broken links. */
function isResourcePath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/');
}
