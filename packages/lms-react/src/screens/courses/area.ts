// The courses area: the public catalogue and a course's page (catalogue/), and the administrators' course list and
// editor (authoring/).
import { defineScreenArea } from '../define-screen-area';
import { coursesMessages, courseAuthoringMessages } from './messages';

export const coursesScreens = defineScreenArea({
  area: 'courses',
  messages: [coursesMessages, courseAuthoringMessages],
  screens: {
    products: {
      load: () => import('./catalogue/CataloguePage').then((module) => ({ default: module.CataloguePage })),
      messages: ['courses'],
    },
    'product-detail': {
      load: () =>
        import('./catalogue/CourseDetailPage').then((module) => ({ default: module.CourseDetailPage })),
      messages: ['courses'],
    },
    'admin-products': {
      load: () =>
        import('./authoring/AdminCoursesPage').then((module) => ({ default: module.AdminCoursesPage })),
      messages: ['courses/authoring', 'action-plans'],
    },
  },
});
