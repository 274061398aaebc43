// The screens this library ships, each loaded on demand so a page's bundle holds only its own screen.
import { lazy } from 'react';
import type { ScreenRegistry } from '../config/lms-config';

export const defaultScreens: ScreenRegistry = {
  landing: lazy(() => import('./LandingPage').then((module) => ({ default: module.LandingPage }))),
  'not-found': lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage }))),
  login: lazy(() => import('./account/LoginPage').then((module) => ({ default: module.LoginPage }))),
  signup: lazy(() => import('./account/SignupPage').then((module) => ({ default: module.SignupPage }))),
  'forgot-password': lazy(() =>
    import('./account/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
  ),
  'reset-password': lazy(() =>
    import('./account/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
  ),
  'email-link': lazy(() =>
    import('./account/EmailLinkPage').then((module) => ({ default: module.EmailLinkPage })),
  ),
  profile: lazy(() => import('./account/ProfilePage').then((module) => ({ default: module.ProfilePage }))),
  products: lazy(() =>
    import('./catalogue/CataloguePage').then((module) => ({ default: module.CataloguePage })),
  ),
  'product-detail': lazy(() =>
    import('./catalogue/CourseDetailPage').then((module) => ({ default: module.CourseDetailPage })),
  ),
  'student-dashboard': lazy(() =>
    import('./student/StudentDashboardPage').then((module) => ({ default: module.StudentDashboardPage })),
  ),
  'student-products': lazy(() =>
    import('./student/StudentCoursesPage').then((module) => ({ default: module.StudentCoursesPage })),
  ),
  'product-viewer': lazy(() =>
    import('./viewer/CourseViewerPage').then((module) => ({ default: module.CourseViewerPage })),
  ),
  'admin-products': lazy(() =>
    import('./admin-courses/AdminCoursesPage').then((module) => ({ default: module.AdminCoursesPage })),
  ),
  payment: lazy(() => import('./payments/PaymentPage').then((module) => ({ default: module.PaymentPage }))),
  'payment-success': lazy(() =>
    import('./payments/PaymentSuccessPage').then((module) => ({ default: module.PaymentSuccessPage })),
  ),
  'student-orders': lazy(() =>
    import('./payments/StudentOrdersPage').then((module) => ({ default: module.StudentOrdersPage })),
  ),
  'admin-coupons': lazy(() =>
    import('./payments/AdminCouponsPage').then((module) => ({ default: module.AdminCouponsPage })),
  ),
  'admin-orders': lazy(() =>
    import('./payments/AdminOrdersPage').then((module) => ({ default: module.AdminOrdersPage })),
  ),
  'admin-reports': lazy(() =>
    import('./admin-reports/AdminReportsPage').then((module) => ({ default: module.AdminReportsPage })),
  ),
  'action-plan': lazy(() =>
    import('./action-plan/ActionPlanStepPage').then((module) => ({ default: module.ActionPlanStepPage })),
  ),
  'admin-settings': lazy(() =>
    import('./admin-settings/AdminSettingsPage').then((module) => ({ default: module.AdminSettingsPage })),
  ),
  info: lazy(() => import('./static/InfoPage').then((module) => ({ default: module.InfoPage }))),
  'why-product': lazy(() =>
    import('./static/WhyProductPage').then((module) => ({ default: module.WhyProductPage })),
  ),
};
