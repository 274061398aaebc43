import { defineAreaRoutes } from '../route-spec';

export const coursesRoutes = defineAreaRoutes(({ plural }) => [
  { name: 'products', path: `/${plural}`, access: 'user', transitionGroup: 'products' },
  { name: 'product-detail', path: `/${plural}/:id`, access: 'user', transitionGroup: 'products' },
  {
    name: 'admin-products',
    path: `/admin/${plural}`,
    access: 'admin',
    layout: 'admin',
    adminNavPosition: 10,
  },
]);
