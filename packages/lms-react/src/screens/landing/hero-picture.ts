// The landing page's picture, as data: drawn by React (LandingPage) and by the page without React
// (plain-landing), so both draw the same SVG from one list. A laptop playing a lesson with its progress, a
// certificate and a stack of books, in the theme's colours (screens.css): both themes and an admin's brand colours
// apply, and there is nothing to download. Decorative: the heading beside it says what the page is.

export interface PictureShape {
  tag: 'path' | 'rect' | 'circle';
  /** SVG attribute names as written in markup; `class` picks the colour (screens.css). */
  attributes: Readonly<Record<string, string>>;
}

export const HERO_PICTURE_VIEW_BOX = '0 0 320 240';

export const HERO_PICTURE: readonly PictureShape[] = [
  {
    tag: 'path',
    attributes: {
      class: 'lms-hero-picture__blob',
      d: 'M30 128c0-62 56-104 132-104s128 42 128 104-52 100-128 100S30 190 30 128z',
    },
  },
  // The laptop: screen, the lesson playing, its progress, the keyboard's base.
  {
    tag: 'rect',
    attributes: {
      class: 'lms-hero-picture__surface',
      x: '72',
      y: '66',
      width: '156',
      height: '100',
      rx: '8',
    },
  },
  { tag: 'path', attributes: { class: 'lms-hero-picture__accent-fill', d: 'M138 96v34l30-17z' } },
  {
    tag: 'rect',
    attributes: { class: 'lms-hero-picture__track', x: '90', y: '146', width: '120', height: '6', rx: '3' },
  },
  {
    tag: 'rect',
    attributes: {
      class: 'lms-hero-picture__accent-fill',
      x: '90',
      y: '146',
      width: '78',
      height: '6',
      rx: '3',
    },
  },
  { tag: 'path', attributes: { class: 'lms-hero-picture__surface', d: 'M52 170h196l-12 16H64z' } },
  // The certificate with its seal.
  {
    tag: 'rect',
    attributes: { class: 'lms-hero-picture__surface', x: '212', y: '30', width: '78', height: '56', rx: '6' },
  },
  { tag: 'path', attributes: { class: 'lms-hero-picture__line', d: 'M224 46h40M224 56h28M224 66h20' } },
  { tag: 'circle', attributes: { class: 'lms-hero-picture__accent-fill', cx: '272', cy: '70', r: '9' } },
  // Books.
  {
    tag: 'rect',
    attributes: { class: 'lms-hero-picture__fill', x: '22', y: '206', width: '70', height: '16', rx: '3' },
  },
  {
    tag: 'rect',
    attributes: { class: 'lms-hero-picture__surface', x: '28', y: '190', width: '58', height: '16', rx: '3' },
  },
  { tag: 'path', attributes: { class: 'lms-hero-picture__accent-line', d: 'M40 190v16M76 206v16' } },
  // Sparkles.
  {
    tag: 'path',
    attributes: { class: 'lms-hero-picture__accent-line', d: 'M58 52v16M50 60h16M262 120v12M256 126h12' },
  },
];
