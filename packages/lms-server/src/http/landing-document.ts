// The landing page's document: the host's landing.html with the first page of published courses written in, so a
// signed-out visitor's first page (drawn without React, @lms/react/landing) shows its cards without asking the API
// and its first picture starts downloading with the page (docs/performance.md: the landing page's largest paint).
import { gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_COURSES_ELEMENT_ID, operations, type OperationOutput } from '@lms/core';
import type { ServerContext } from '../context';
import { resultBody, type HandlerMap } from '@lms/domain';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A picture address worth starting early: a path on this site, or an http(s) address (an uploaded picture is one
 * of this server's public URL). Protocol-relative and other schemes (`data:`, `javascript:`) are left to the card.
 */
function isPreloadable(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\//i.test(url);
}

/**
 * The host's document with `body` (a `{"result": ...}` answer of listCourses) in a JSON script and, when the first course
 * has a picture, a high-priority preload of it, both at the end of the head. `<` inside the JSON is
 * escaped, so no text an author typed can close the script element.
 */
export function landingDocument(pageHtml: string, body: string): string {
  const { result } = JSON.parse(body) as { result: OperationOutput<'listCourses'> };
  const picture = result.items[0]?.thumbnail;
  const parts = [
    picture && isPreloadable(picture)
      ? `<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`
      : '',
    `<script type="application/json" id="${FIRST_COURSES_ELEMENT_ID}">${body.replace(/</g, '\\u003c')}</script>`,
  ].join('');
  // A document without a closing head tag gets them right after its doctype, where the parser still reads a head.
  const headEnd = pageHtml.indexOf('</head>');
  const at = headEnd !== -1 ? headEnd : (/^\s*<!doctype[^>]*>/i.exec(pageHtml)?.[0].length ?? 0);
  return pageHtml.slice(0, at) + parts + pageHtml.slice(at);
}

export interface RenderedLanding {
  html: string;
  gzipped: Buffer;
}

/**
 * Renders the landing document with the catalogue's first page, as anyone asking the API would get it. `readPage`
 * gives the host's document at each request (a rebuilt host app is served without a restart, as the static files
 * are). The result is the catalogue cache's frozen answer, so the rendering is kept per answer and document and
 * redone only when either changes. A failure leaves the plain document (the page asks the API itself): the landing
 * page never fails for it.
 */
export function createLandingRenderer(
  ctx: ServerContext,
  handlers: Partial<HandlerMap>,
  readPage: () => Promise<string>,
): (log: FastifyBaseLogger) => Promise<RenderedLanding> {
  const rendered = new WeakMap<object, { page: string; landing: RenderedLanding }>();
  let plain: { page: string; landing: RenderedLanding } | undefined;
  const plainOf = (page: string) => {
    if (plain?.page !== page) plain = { page, landing: { html: page, gzipped: gzipSync(page) } };
    return plain.landing;
  };
  const listCourses = handlers.listCourses;
  return async (log) => {
    const page = await readPage();
    if (listCourses === undefined) return plainOf(page);
    try {
      const result = await listCourses({ ctx, caller: null, input: operations.listCourses.input.parse({}) });
      const known = rendered.get(result);
      if (known?.page === page) return known.landing;
      const html = landingDocument(page, resultBody('listCourses', result, log));
      const landing = { html, gzipped: gzipSync(html) };
      rendered.set(result, { page, landing });
      return landing;
    } catch (error) {
      log.warn({ err: error }, 'The landing page goes out without its courses; the page will ask for them');
      return plainOf(page);
    }
  };
}
