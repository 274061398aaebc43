// The learning area: the course viewer.
import { defineScreenArea } from '../define-screen-area';

export const viewerScreens = defineScreenArea({
  area: 'learning',
  screens: {
    'product-viewer': {
      load: () => import('./CourseViewerPage').then((module) => ({ default: module.CourseViewerPage })),
      messages: ['viewer'],
    },
  },
});
