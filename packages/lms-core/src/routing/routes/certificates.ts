import { defineAreaRoutes } from '../route-spec';

export const certificatesRoutes = defineAreaRoutes(() => [
  { name: 'certificate', path: '/student/certificates/:id', access: 'student' },
  // Not in the spec's table: anyone holding a certificate's link (or its QR code) checks it without signing in.
  { name: 'certificate-verify', path: '/verify/:code', access: 'public', addedBeyondSpec: true },
  // Spec 6: guarded by the requiresAdmin flag rather than the admin access.
  {
    name: 'admin-certificates',
    path: '/admin/certificates',
    access: 'user',
    layout: 'admin',
    requiresAdmin: true,
    adminNavPosition: 110,
  },
]);
