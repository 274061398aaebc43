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
  info: lazy(() => import('./static/InfoPage').then((module) => ({ default: module.InfoPage }))),
  'why-product': lazy(() =>
    import('./static/WhyProductPage').then((module) => ({ default: module.WhyProductPage })),
  ),
};
