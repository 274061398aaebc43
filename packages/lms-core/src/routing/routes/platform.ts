// Pages that belong to no area: the landing page, the spec's index and information pages, the /admin entry and the
// catch-all (kept last by the table).
import { defineAreaRoutes } from '../route-spec';

export const platformRoutes = defineAreaRoutes(({ noun, plural }) => [
  { name: 'landing', path: '/', access: 'public' },
  { name: 'index', path: '/index', access: 'public' },
  { name: 'info', path: '/info', access: 'user' },
  { name: 'why-product', path: `/why-${noun}`, access: 'user' },
  { name: 'admin', path: '/admin', access: 'admin', layout: 'admin', redirectTo: `/admin/${plural}` },
  // Spec 6 lists the catch-all page among those of any signed-in user.
  { name: 'not-found', path: '*', access: 'user' },
]);
