// The action-plans area: a step on our site or framed in another.
import { defineScreenArea } from '../define-screen-area';
import { actionPlansMessages } from './messages';

export const actionPlansScreens = defineScreenArea({
  area: 'action-plans',
  messages: [actionPlansMessages],
  screens: {
    'action-plan': {
      load: () => import('./ActionPlanStepPage').then((module) => ({ default: module.ActionPlanStepPage })),
      messages: ['action-plans'],
    },
  },
});
