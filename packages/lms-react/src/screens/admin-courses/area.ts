// The courses area, administrators' side: the course list and editor (authoring).
import { defineScreenArea } from '../define-screen-area';

export const adminCoursesScreens = defineScreenArea({
  area: 'courses',
  screens: {
    'admin-products': {
      load: () => import('./AdminCoursesPage').then((module) => ({ default: module.AdminCoursesPage })),
      messages: ['admin-courses', 'action-plans'],
    },
  },
});
