// The courses area, public side: the catalogue and a course's page.
import { defineScreenArea } from '../define-screen-area';

export const catalogueScreens = defineScreenArea({
  area: 'courses',
  screens: {
    products: {
      load: () => import('./CataloguePage').then((module) => ({ default: module.CataloguePage })),
      messages: ['learning'],
    },
    'product-detail': {
      load: () => import('./CourseDetailPage').then((module) => ({ default: module.CourseDetailPage })),
      messages: ['learning'],
    },
  },
});
