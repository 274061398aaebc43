// The payments area: checkout, its result, the student's orders, coupons and orders for admins.
import { defineScreenArea } from '../define-screen-area';
import { paymentsMessages } from './messages';

export const paymentsScreens = defineScreenArea({
  area: 'payments',
  messages: [paymentsMessages],
  screens: {
    payment: {
      load: () => import('./PaymentPage').then((module) => ({ default: module.PaymentPage })),
      messages: ['payments'],
    },
    'payment-success': {
      load: () => import('./PaymentSuccessPage').then((module) => ({ default: module.PaymentSuccessPage })),
      messages: ['payments'],
    },
    'student-orders': {
      load: () => import('./StudentOrdersPage').then((module) => ({ default: module.StudentOrdersPage })),
      messages: ['payments'],
    },
    'admin-coupons': {
      load: () => import('./AdminCouponsPage').then((module) => ({ default: module.AdminCouponsPage })),
      messages: ['payments'],
    },
    'admin-orders': {
      load: () => import('./AdminOrdersPage').then((module) => ({ default: module.AdminOrdersPage })),
      messages: ['payments'],
    },
  },
});
