// The users area: signing up and in, passwords, e-mailed links and the profile; and its administration, the users
// list, a user's page and the account actions (/admin/users).
import { defineScreenArea } from '../define-screen-area';
import { usersMessages } from './messages';

export const usersScreens = defineScreenArea({
  area: 'users',
  messages: [usersMessages],
  screens: {
    login: {
      load: () => import('./LoginPage').then((module) => ({ default: module.LoginPage })),
    },
    signup: {
      load: () => import('./SignupPage').then((module) => ({ default: module.SignupPage })),
    },
    'forgot-password': {
      load: () => import('./ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
    },
    'reset-password': {
      load: () => import('./ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
    },
    'email-link': {
      load: () => import('./EmailLinkPage').then((module) => ({ default: module.EmailLinkPage })),
    },
    profile: {
      load: () => import('./ProfilePage').then((module) => ({ default: module.ProfilePage })),
    },
    'admin-users': {
      load: () => import('./AdminUsersPage').then((module) => ({ default: module.AdminUsersPage })),
      messages: ['users'],
    },
  },
});
