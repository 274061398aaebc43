// The reports area: administrators' reports.
import { defineScreenArea } from '../define-screen-area';

export const reportsScreens = defineScreenArea({
  area: 'reports',
  screens: {
    'admin-reports': {
      load: () => import('./AdminReportsPage').then((module) => ({ default: module.AdminReportsPage })),
      messages: ['reports'],
    },
  },
});
