// The platform's own pages: the landing page (also at /index, the spec's "index page", which it describes no
// further) and "page not found".
import { defineScreenArea } from './define-screen-area';

export const platformScreens = defineScreenArea({
  area: null,
  screens: {
    landing: {
      load: () => import('./LandingPage').then((module) => ({ default: module.LandingPage })),
    },
    index: {
      load: () => import('./LandingPage').then((module) => ({ default: module.LandingPage })),
    },
    'not-found': {
      load: () => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
    },
  },
});
