// The learning area: the student's dashboard and courses (dashboard/) and the course viewer (viewer/).
import { defineScreenArea } from '../define-screen-area';
import { learningMessages, learningViewerMessages } from './messages';

export const learningScreens = defineScreenArea({
  area: 'learning',
  messages: [learningMessages, learningViewerMessages],
  screens: {
    'student-dashboard': {
      load: () =>
        import('./dashboard/StudentDashboardPage').then((module) => ({
          default: module.StudentDashboardPage,
        })),
      messages: ['learning', 'action-plans', 'certificates', 'badges'],
    },
    'student-products': {
      load: () =>
        import('./dashboard/StudentCoursesPage').then((module) => ({ default: module.StudentCoursesPage })),
      messages: ['learning'],
    },
    'product-viewer': {
      load: () =>
        import('./viewer/CourseViewerPage').then((module) => ({ default: module.CourseViewerPage })),
      messages: ['learning/viewer', 'certificates', 'surveys'],
    },
  },
});
