import { defineAreaRoutes } from '../route-spec';

export const surveysRoutes = defineAreaRoutes(() => [
  // Not in the spec's table: a standalone survey's link (issue 23), for any signed-in user.
  { name: 'survey', path: '/surveys/:surveyId', access: 'user', addedBeyondSpec: true },
  { name: 'admin-surveys', path: '/admin/surveys', access: 'admin', layout: 'admin', adminNavPosition: 50 },
  {
    name: 'admin-survey-errors',
    path: '/admin/survey-errors',
    access: 'admin',
    layout: 'admin',
    adminNavPosition: 60,
  },
]);
