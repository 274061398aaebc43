// The badges area: the learner's badge, its public page and the admins' page.
import { defineScreenArea } from '../define-screen-area';
import { badgesMessages } from './messages';

export const badgesScreens = defineScreenArea({
  area: 'badges',
  messages: [badgesMessages],
  screens: {
    badge: {
      load: () => import('./BadgePage').then((module) => ({ default: module.BadgePage })),
      messages: ['badges'],
    },
    'badge-public': {
      load: () => import('./BadgePublicPage').then((module) => ({ default: module.BadgePublicPage })),
      messages: ['badges'],
    },
    'admin-badges': {
      load: () => import('./AdminBadgesPage').then((module) => ({ default: module.AdminBadgesPage })),
      messages: ['badges'],
    },
  },
});
