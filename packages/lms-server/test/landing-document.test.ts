// The landing page's document carries the catalogue's first page (the page drawn without React shows it at once)
// and starts its first picture early; nothing an author typed can break out of it, and a failed listing leaves the
// plain document.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { ServerContext } from '../src/context';
import { createLandingRenderer, landingDocument } from '../src/http/landing-document';

const INDEX =
  '<!doctype html><html><head><title>Host</title></head><body><div id="root"></div></body></html>';
const silent = pino({ level: 'silent' });

function answer(items: Array<{ title: string; thumbnail: string | null }>) {
  return JSON.stringify({ result: { items, total: items.length, page: 1, pageSize: 12 } });
}

const embedded = (html: string) =>
  JSON.parse(/<script type="application\/json" id="lms-first-courses">(.*?)<\/script>/s.exec(html)![1]!) as {
    result: { items: Array<{ title: string }> };
  };

describe('landingDocument', () => {
  it('writes the answer and a preload of the first picture at the end of the head', () => {
    const html = landingDocument(INDEX, answer([{ title: 'SQL', thumbnail: '/assets/demo/sql.svg' }]));
    expect(html).toMatch(
      /<title>Host<\/title><link rel="preload" as="image" href="\/assets\/demo\/sql.svg" fetchpriority="high"><script type="application\/json" id="lms-first-courses">.*<\/script><\/head>/,
    );
    expect(embedded(html).result.items[0]!.title).toBe('SQL');
  });

  it('keeps a title from closing the script, and a picture address from leaving its attribute', () => {
    const html = landingDocument(
      INDEX,
      answer([{ title: '</script><script>alert(1)</script>', thumbnail: '/a.svg?x="><b>' }]),
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embedded(html).result.items[0]!.title).toBe('</script><script>alert(1)</script>');
    expect(html).toContain('href="/a.svg?x=&quot;&gt;&lt;b&gt;"');
  });

  it('goes right after the doctype in a document without a closing head tag', () => {
    const html = landingDocument('<!DOCTYPE html><title>Bare</title>', answer([]));
    expect(html).toMatch(/^<!DOCTYPE html><script type="application\/json" id="lms-first-courses">/);
  });

  it('preloads a picture of this site or an http(s) address (an upload), nothing else, and none without a course', () => {
    const preloads = (thumbnail: string | null) =>
      landingDocument(INDEX, answer([{ title: 'A', thumbnail }])).includes('rel="preload"');
    expect(preloads('/assets/demo/a.svg')).toBe(true);
    expect(preloads('https://lms.example/api/files/download/a.png?token=t')).toBe(true);
    for (const thumbnail of [
      '//cdn.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      null,
    ]) {
      expect(preloads(thumbnail)).toBe(false);
    }
    expect(landingDocument(INDEX, answer([]))).not.toContain('rel="preload"');
  });
});

describe('createLandingRenderer', () => {
  const ctx = {} as ServerContext;

  it('leaves the plain document when the listing fails', async () => {
    const render = createLandingRenderer(
      ctx,
      {
        listCourses: async () => {
          throw new Error('database gone');
        },
      },
      async () => INDEX,
    );
    expect((await render(silent)).html).toBe(INDEX);
  });

  it('renders once per answer of the catalogue cache and document', async () => {
    const frozen = Object.freeze({ items: [], total: 0, page: 1, pageSize: 12 });
    let page = INDEX;
    const render = createLandingRenderer(ctx, { listCourses: async () => frozen }, async () => page);
    const first = await render(silent);
    expect(first.html).toContain('lms-first-courses');
    expect(await render(silent)).toBe(first);
    // A rebuilt host app is served at once.
    page = INDEX.replace('Host', 'Rebuilt');
    expect((await render(silent)).html).toContain('<title>Rebuilt</title>');
  });
});
