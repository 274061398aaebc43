import { defineAreaRoutes } from '../route-spec';

export const learningRoutes = defineAreaRoutes(({ plural }) => [
  {
    name: 'student-dashboard',
    path: '/student/dashboard',
    access: 'student',
    transitionGroup: 'student-products',
  },
  {
    name: 'student-products',
    path: `/student/${plural}`,
    access: 'student',
    transitionGroup: 'student-products',
  },
  {
    name: 'product-viewer',
    path: `/student/${plural}/:productId/view`,
    access: 'student',
    transitionGroup: 'student-products',
  },
]);
