import { defineAreaRoutes } from '../route-spec';

export const actionPlansRoutes = defineAreaRoutes(() => [
  { name: 'action-plan', path: '/action-plan/:stepId', access: 'user', layout: 'blank' },
]);
