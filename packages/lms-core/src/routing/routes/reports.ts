import { defineAreaRoutes } from '../route-spec';

export const reportsRoutes = defineAreaRoutes(() => [
  { name: 'admin-reports', path: '/admin/reports', access: 'admin', layout: 'admin', adminNavPosition: 70 },
]);
