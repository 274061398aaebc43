import { defineAreaRoutes } from '../route-spec';

export const badgesRoutes = defineAreaRoutes(() => [
  // Not in the spec's table: a learner's badge (issue 22), and its public page that anyone with the link opens.
  { name: 'badge', path: '/student/badges/:id', access: 'student', addedBeyondSpec: true },
  { name: 'badge-public', path: '/badges/:code', access: 'public', addedBeyondSpec: true },
  // Spec 6: guarded by the requiresAdmin flag rather than the admin access.
  {
    name: 'admin-badges',
    path: '/admin/badges',
    access: 'user',
    layout: 'admin',
    requiresAdmin: true,
    adminNavPosition: 120,
  },
]);
