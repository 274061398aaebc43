// The screens this library ships, each loaded on demand so a page's bundle holds only its own screen, with the
// message areas it uses. A host can start loading the first page's screen while it boots (preloadScreen), so the
// chunk is there when the app mounts.
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { RouteName } from '@lms/core';
import type { ScreenRegistry } from '../config/lms-config';
import { messageAreasPending } from '../i18n/create-lms-i18n';
import { DEFAULT_LANGUAGE } from '../i18n/default-language';
import { loadAreaMessages, type MessageArea } from '../i18n/message-bundles';
import { withMessageAreas } from '../i18n/withMessageAreas';
import { preloadableScreen, type PreloadableScreen } from './preloadable-screen';

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

/**
 * The message areas (i18n/message-bundles.ts) each screen's texts come from besides the shell's; screens without an
 * entry use only the shell's. `build/screen-message-areas.test.ts` checks this against the keys the screens' code
 * uses.
 */
export const SCREEN_MESSAGE_AREAS: Partial<Record<RouteName, readonly MessageArea[]>> = {
  products: ['learning'],
  'product-detail': ['learning'],
  'student-dashboard': ['learning', 'action-plans'],
  'student-products': ['learning'],
  'product-viewer': ['viewer'],
  'admin-products': ['admin-courses', 'action-plans'],
  payment: ['payments'],
  'payment-success': ['payments'],
  'student-orders': ['payments'],
  'admin-coupons': ['payments'],
  'admin-orders': ['payments'],
  'admin-reports': ['reports'],
  'action-plan': ['action-plans'],
  'admin-settings': ['action-plans'],
};

const screens = new Map<string, PreloadableScreen>(
  Object.entries(screenLoaders).map(([name, load]) => [name, preloadableScreen(load)]),
);

export const defaultScreens: ScreenRegistry = Object.fromEntries(
  [...screens].map(([name, { Screen }]) => [
    name,
    withMessageAreas(SCREEN_MESSAGE_AREAS[name as RouteName] ?? [], Screen),
  ]),
);

/**
 * Starts loading the library's screen for a route, if it has one, and its messages in the default language; the
 * module system keeps them, so the screen finds them loaded. Errors are left to the screen, which loads again and
 * shows them.
 */
export function preloadScreen(name: RouteName): void {
  screens
    .get(name)
    ?.preload()
    .catch(() => undefined);
  for (const area of SCREEN_MESSAGE_AREAS[name] ?? []) {
    loadAreaMessages(area, DEFAULT_LANGUAGE).catch(() => undefined);
  }
}

/**
 * Resolves once the library's screen for a route and its message areas (in `i18n`'s languages) are loaded, so the
 * page renders in one pass; the router waits for it before it shows the page. Never rejects: a failed download is
 * the screen's to show, with its retry.
 */
export async function prepareScreen(name: RouteName, i18n: I18n): Promise<void> {
  await Promise.all([
    screens.get(name)?.preload(),
    messageAreasPending(i18n, SCREEN_MESSAGE_AREAS[name] ?? []),
  ]).catch(() => undefined);
}
