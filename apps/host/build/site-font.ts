// The site's typeface (src/site-font.css) in the built documents: the Latin file, which every English or French
// page needs, is preloaded by the documents a visitor opens first, so it arrives with the page's own code instead of
// after the stylesheet is read; and the font's licence (SIL OFL 1.1, which asks that it travel with the font) is
// written beside the site. The action-plan document is framed by other sites: it does not preload (the font still
// applies once it has come).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The subset every Latin-script page uses (fontsource's file name, before Vite's hash). */
const LATIN_FILE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;
const PRELOADED_DOCUMENTS = new Set(['index.html', 'landing.html']);
export const FONT_LICENSE_FILE = 'licenses/inter-OFL.txt';

/** The preload tag for the Latin file among the bundle's file names, or none when the build has no such file. */
export function fontPreloadTags(fileNames: readonly string[], base: string): HtmlTagDescriptor[] {
  const latin = fileNames.find((name) => LATIN_FILE.test(name));
  if (latin === undefined) return [];
  return [
    {
      tag: 'link',
      // Fonts are fetched in CORS mode, so the preload must be too, or the browser fetches the file twice.
      attrs: { rel: 'preload', href: `${base}${latin}`, as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head',
    },
  ];
}

export function siteFont(): Plugin {
  let base = '/';
  return {
    name: 'lms-site-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const license = createRequire(import.meta.url).resolve('@fontsource-variable/inter/LICENSE');
      this.emitFile({ type: 'asset', fileName: FONT_LICENSE_FILE, source: readFileSync(license, 'utf8') });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const document = context.path.replace(/^\//, '');
        if (!PRELOADED_DOCUMENTS.has(document) || context.bundle === undefined) return [];
        return fontPreloadTags(Object.keys(context.bundle), base);
      },
    },
  };
}
