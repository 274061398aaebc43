import { defineAreaRoutes } from '../route-spec';

export const paymentsRoutes = defineAreaRoutes(() => [
  { name: 'payment', path: '/payment/:id', access: 'student', transitionGroup: 'payment' },
  { name: 'payment-success', path: '/payment/success', access: 'user' },
  // Not in the spec's table: students need their past orders and receipts (listMyOrders) somewhere to live.
  { name: 'student-orders', path: '/student/orders', access: 'student', addedBeyondSpec: true },
  { name: 'admin-coupons', path: '/admin/coupons', access: 'admin', layout: 'admin', adminNavPosition: 20 },
  // Not in the spec's table: refunds (issue 7) need a list of orders to act on.
  {
    name: 'admin-orders',
    path: '/admin/orders',
    access: 'admin',
    layout: 'admin',
    addedBeyondSpec: true,
    adminNavPosition: 30,
  },
]);
