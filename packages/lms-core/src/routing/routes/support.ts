import { defineAreaRoutes } from '../route-spec';

export const supportRoutes = defineAreaRoutes(() => [
  { name: 'contact-support', path: '/contact-support', access: 'public' },
  // Not in the spec's table: a requester follows their support requests (signed in: the list; signed out: the
  // mailed link to one request, whose token is its permission, so that page is public).
  { name: 'support-requests', path: '/contact-support/requests', access: 'user', addedBeyondSpec: true },
  {
    name: 'support-request',
    path: '/contact-support/requests/:reference',
    access: 'public',
    addedBeyondSpec: true,
  },
  {
    name: 'admin-support-requests',
    path: '/admin/support-requests',
    access: 'admin',
    layout: 'admin',
    adminNavPosition: 80,
  },
  {
    name: 'admin-support-request',
    path: '/admin/support-requests/:requestId',
    access: 'admin',
    layout: 'admin',
    addedBeyondSpec: true,
  },
]);
