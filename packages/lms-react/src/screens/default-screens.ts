// The screens this library ships, each loaded on demand so a page's bundle holds only its own screen. A host can
// start loading the first page's screen while it boots (preloadScreen), so the chunk is there when the app mounts.
import { lazy, type ComponentType } from 'react';
import type { RouteName } from '@lms/core';
import type { ScreenRegistry } from '../config/lms-config';

type ScreenModule = Promise<{ default: ComponentType }>;

const screenLoaders: Partial<Record<RouteName, () => ScreenModule>> = {
  landing: () => import('./LandingPage').then((module) => ({ default: module.LandingPage })),
  'not-found': () => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
  login: () => import('./account/LoginPage').then((module) => ({ default: module.LoginPage })),
  signup: () => import('./account/SignupPage').then((module) => ({ default: module.SignupPage })),
  'forgot-password': () =>
    import('./account/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
  'reset-password': () =>
    import('./account/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
  'email-link': () => import('./account/EmailLinkPage').then((module) => ({ default: module.EmailLinkPage })),
  profile: () => import('./account/ProfilePage').then((module) => ({ default: module.ProfilePage })),
  products: () => import('./catalogue/CataloguePage').then((module) => ({ default: module.CataloguePage })),
  'product-detail': () =>
    import('./catalogue/CourseDetailPage').then((module) => ({ default: module.CourseDetailPage })),
  'student-dashboard': () =>
    import('./student/StudentDashboardPage').then((module) => ({ default: module.StudentDashboardPage })),
  'student-products': () =>
    import('./student/StudentCoursesPage').then((module) => ({ default: module.StudentCoursesPage })),
  'product-viewer': () =>
    import('./viewer/CourseViewerPage').then((module) => ({ default: module.CourseViewerPage })),
  'admin-products': () =>
    import('./admin-courses/AdminCoursesPage').then((module) => ({ default: module.AdminCoursesPage })),
  payment: () => import('./payments/PaymentPage').then((module) => ({ default: module.PaymentPage })),
  'payment-success': () =>
    import('./payments/PaymentSuccessPage').then((module) => ({ default: module.PaymentSuccessPage })),
  'student-orders': () =>
    import('./payments/StudentOrdersPage').then((module) => ({ default: module.StudentOrdersPage })),
  'admin-coupons': () =>
    import('./payments/AdminCouponsPage').then((module) => ({ default: module.AdminCouponsPage })),
  'admin-orders': () =>
    import('./payments/AdminOrdersPage').then((module) => ({ default: module.AdminOrdersPage })),
  'admin-reports': () =>
    import('./admin-reports/AdminReportsPage').then((module) => ({ default: module.AdminReportsPage })),
  'action-plan': () =>
    import('./action-plan/ActionPlanStepPage').then((module) => ({ default: module.ActionPlanStepPage })),
  'admin-settings': () =>
    import('./admin-settings/AdminSettingsPage').then((module) => ({ default: module.AdminSettingsPage })),
  info: () => import('./static/InfoPage').then((module) => ({ default: module.InfoPage })),
  'why-product': () =>
    import('./static/WhyProductPage').then((module) => ({ default: module.WhyProductPage })),
};

export const defaultScreens: ScreenRegistry = Object.fromEntries(
  Object.entries(screenLoaders).map(([name, load]) => [name, lazy(load)]),
);

/**
 * Starts loading the library's screen for a route, if it has one; the module system keeps it, so the router's lazy
 * screen finds it loaded. Errors are left to the router, which loads it again and shows them.
 */
export function preloadScreen(name: RouteName): void {
  screenLoaders[name]?.().catch(() => undefined);
}
