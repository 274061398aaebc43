// The reports area: administrators' reports.
import { defineScreenArea } from '../define-screen-area';

export const adminReportsScreens = defineScreenArea({
  area: 'reports',
  screens: {
    'admin-reports': {
      load: () => import('./AdminReportsPage').then((module) => ({ default: module.AdminReportsPage })),
      messages: ['reports'],
    },
  },
});
