// The landing page's picture (screens/landing/hero-picture.ts) drawn without React: the same shapes, the same SVG.
import { HERO_PICTURE, HERO_PICTURE_VIEW_BOX } from '../screens/landing/hero-picture';

const SVG_NS = 'http://www.w3.org/2000/svg';

export function plainHeroPicture(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'lms-landing__picture');
  svg.setAttribute('viewBox', HERO_PICTURE_VIEW_BOX);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const { tag, attributes } of HERO_PICTURE) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}
