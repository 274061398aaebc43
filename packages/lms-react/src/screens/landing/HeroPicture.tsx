import { createElement } from 'react';
import { HERO_PICTURE, HERO_PICTURE_VIEW_BOX } from './hero-picture';

/** The landing page's picture (hero-picture.ts), as React draws it. */
export function HeroPicture() {
  return (
    <svg
      className="lms-landing__picture"
      viewBox={HERO_PICTURE_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
    >
      {HERO_PICTURE.map(({ tag, attributes: { class: className, ...rest } }, index) =>
        createElement(tag, { key: index, className, ...rest }),
      )}
    </svg>
  );
}
