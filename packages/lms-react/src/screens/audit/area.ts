// The audit area: the administrators' audit log (/admin/audit-log), a route added beyond the spec's table.
import { defineScreenArea } from '../define-screen-area';
import { auditMessages } from './messages';

export const auditScreens = defineScreenArea({
  area: 'audit',
  messages: [auditMessages],
  screens: {
    'admin-audit-log': {
      load: () => import('./AdminAuditLogPage').then((module) => ({ default: module.AdminAuditLogPage })),
      messages: ['audit'],
    },
  },
});
