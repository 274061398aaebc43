// The support area: the contact form, the requester's requests and conversation, and support's queue.
import { defineScreenArea } from '../define-screen-area';
import { supportMessages } from './messages';

export const supportScreens = defineScreenArea({
  area: 'support',
  messages: [supportMessages],
  screens: {
    'contact-support': {
      load: () => import('./ContactSupportPage').then((module) => ({ default: module.ContactSupportPage })),
      messages: ['support'],
    },
    'support-requests': {
      load: () =>
        import('./MySupportRequestsPage').then((module) => ({ default: module.MySupportRequestsPage })),
      messages: ['support'],
    },
    'support-request': {
      load: () => import('./SupportRequestPage').then((module) => ({ default: module.SupportRequestPage })),
      messages: ['support'],
    },
    'admin-support-requests': {
      load: () =>
        import('./AdminSupportRequestsPage').then((module) => ({ default: module.AdminSupportRequestsPage })),
      messages: ['support'],
    },
    'admin-support-request': {
      load: () =>
        import('./AdminSupportRequestPage').then((module) => ({ default: module.AdminSupportRequestPage })),
      messages: ['support'],
    },
  },
});
