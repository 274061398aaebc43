// The stored settings written into every HTML document the server sends (the host app's index.html, landing.html
// and action-plan.html): the title, the page's language and direction, the product configuration the host app boots
// with (name, noun, default language, logo) and the theme colours as CSS custom properties. Read from the database per
// request, so a saved change shows on the next page load of every server copy, without a restart.
//
// The colours go in a <style> element: the documents' CSP keeps style-src 'unsafe-inline' (content-security-
// policy.ts), and every value is a #rrggbb colour the contract's schema checked, never free text.
import { siteThemeCss, type PublicSiteSettings } from '@lms/core';

const PRODUCT_CONFIG = /(<script type="application\/json" id="lms-product-config">)[\s\S]*?(<\/script>)/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const HTML_TAG = /<html[^>]*>/i;
const RTL_LANGUAGES = new Set(['ar']);

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON safe inside a script element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function applySiteSettings(page: string, settings: PublicSiteSettings): string {
  const language = settings.defaultLanguage;
  const dir = RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
  const product = {
    productName: settings.siteName,
    productNoun: settings.productNoun,
    defaultLanguage: language,
    ...(settings.logoUrl !== null ? { logoUrl: settings.logoUrl } : {}),
  };
  // Only a host document boots from the product configuration; another (a test's bare page) keeps its own texts.
  let html = !PRODUCT_CONFIG.test(page)
    ? page
    : page
        .replace(HTML_TAG, `<html lang="${language}" dir="${dir}">`)
        .replace(TITLE, `<title>${escapeText(settings.siteName)}</title>`)
        .replace(
          PRODUCT_CONFIG,
          (_match, open: string, close: string) => `${open}${scriptJson(product)}${close}`,
        );
  const css = siteThemeCss(settings.colors);
  if (css !== '') {
    const headEnd = html.indexOf('</head>');
    if (headEnd !== -1)
      html = `${html.slice(0, headEnd)}<style id="lms-site-theme">${css}</style>${html.slice(headEnd)}`;
  }
  return html;
}
