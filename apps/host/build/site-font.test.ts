import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './site-font';

describe('the site font preload', () => {
  it("preloads Inter's Latin file, in CORS mode as fonts are fetched, and no other subset", () => {
    const tags = fontPreloadTags(
      [
        'assets/inter-latin-ext-wght-normal-Ab12.woff2',
        'assets/inter-cyrillic-wght-normal-Cd34.woff2',
        'assets/inter-latin-wght-normal-Ef_56.woff2',
        'assets/inter-latin-wght-italic-Gh78.woff2',
      ],
      '/',
    );
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Ef_56.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing to a build without the font', () => {
    expect(fontPreloadTags(['assets/index-Ab12.js'], '/')).toEqual([]);
  });
});
