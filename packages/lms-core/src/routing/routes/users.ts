import { defineAreaRoutes } from '../route-spec';

export const usersRoutes = defineAreaRoutes(() => [
  { name: 'login', path: '/login', access: 'guest' },
  { name: 'signup', path: '/signup', access: 'guest' },
  { name: 'forgot-password', path: '/forgot-password', access: 'public' },
  // Additions: the password-reset and sign-in e-mails need pages to land on.
  { name: 'reset-password', path: '/reset-password', access: 'public', addedBeyondSpec: true },
  { name: 'email-link', path: '/email-link', access: 'public', addedBeyondSpec: true },
  { name: 'profile', path: '/profile', access: 'user' },
  { name: 'admin-users', path: '/admin/users', access: 'admin', layout: 'admin', adminNavPosition: 40 },
]);
