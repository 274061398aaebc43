// The platform's information pages.
import { defineScreenArea } from '../define-screen-area';

export const staticScreens = defineScreenArea({
  area: null,
  screens: {
    info: {
      load: () => import('./InfoPage').then((module) => ({ default: module.InfoPage })),
    },
    'why-product': {
      load: () => import('./WhyProductPage').then((module) => ({ default: module.WhyProductPage })),
    },
  },
});
