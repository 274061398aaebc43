import { defineAreaRoutes } from '../route-spec';

export const settingsRoutes = defineAreaRoutes(() => [
  { name: 'admin-settings', path: '/admin/settings', access: 'admin', layout: 'admin', adminNavPosition: 90 },
  // Spec 6: guarded by the requiresAdmin flag rather than the admin access.
  {
    name: 'admin-test',
    path: '/admin/test',
    access: 'user',
    layout: 'admin',
    requiresAdmin: true,
    adminNavPosition: 130,
  },
]);
