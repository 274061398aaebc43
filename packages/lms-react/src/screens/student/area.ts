// The learning area: the student's dashboard and courses.
import { defineScreenArea } from '../define-screen-area';

export const studentScreens = defineScreenArea({
  area: 'learning',
  screens: {
    'student-dashboard': {
      load: () =>
        import('./StudentDashboardPage').then((module) => ({ default: module.StudentDashboardPage })),
      messages: ['learning', 'action-plans'],
    },
    'student-products': {
      load: () => import('./StudentCoursesPage').then((module) => ({ default: module.StudentCoursesPage })),
      messages: ['learning'],
    },
  },
});
