// The reports area: administrators' reports.
import { defineScreenArea } from '../define-screen-area';
import { reportsMessages } from './messages';

export const reportsScreens = defineScreenArea({
  area: 'reports',
  messages: [reportsMessages],
  screens: {
    'admin-reports': {
      load: () => import('./AdminReportsPage').then((module) => ({ default: module.AdminReportsPage })),
      messages: ['reports'],
    },
  },
});
