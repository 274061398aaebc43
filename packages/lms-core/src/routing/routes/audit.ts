import { defineAreaRoutes } from '../route-spec';

export const auditRoutes = defineAreaRoutes(() => [
  // Not in the spec's table: the audit log (issue 25, part 5).
  {
    name: 'admin-audit-log',
    path: '/admin/audit-log',
    access: 'admin',
    layout: 'admin',
    addedBeyondSpec: true,
    adminNavPosition: 100,
  },
]);
