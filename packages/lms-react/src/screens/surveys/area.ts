// The surveys area: the admins' surveys (authoring and completions), survey errors, and a survey's own page.
import { defineScreenArea } from '../define-screen-area';
import { surveysMessages } from './messages';

export const surveysScreens = defineScreenArea({
  area: 'surveys',
  messages: [surveysMessages],
  screens: {
    'admin-surveys': {
      load: () => import('./AdminSurveysPage').then((module) => ({ default: module.AdminSurveysPage })),
      messages: ['surveys'],
    },
    'admin-survey-errors': {
      load: () =>
        import('./AdminSurveyErrorsPage').then((module) => ({ default: module.AdminSurveyErrorsPage })),
      messages: ['surveys'],
    },
    survey: {
      load: () => import('./SurveyPage').then((module) => ({ default: module.SurveyPage })),
      messages: ['surveys'],
    },
  },
});
