// Public surface of @lms/react: provider, router binding, layouts, components, hooks and the Redux store pieces.
// Styles ship separately as `@lms/react/lms-react.css`.
export type { LmsConfig, BackendConfig, ScreenRegistry } from './config/lms-config';
export type { NetworkStatus } from './runtime/network-status';
export { LmsProvider, type LmsProviderProps } from './provider/LmsProvider';
export { usePortalContainer } from './provider/portal-container';
export { createLmsRuntime, type LmsRuntime } from './runtime/create-lms-runtime';
export { useLmsRuntime } from './runtime/useLmsRuntime';
export { useAuth } from './runtime/useAuth';

export { LmsRouter, type LmsRouterProps } from './router/LmsRouter';
export { LmsRoutes } from './router/LmsRoutes';
export { LmsLightRouter, type LmsLightRouterProps } from './router/LmsLightRouter';
export { preloadScreen } from './screens/default-screens';
export { buildLmsRoutes } from './router/build-lms-routes';
export type {
  NavigationAdapter,
  NavigationLocationSnapshot,
  NavigateOptions,
} from './navigation/navigation-adapter';
export { NavigationProvider } from './navigation/NavigationProvider';
export { useLmsNavigation } from './navigation/useLmsNavigation';
export { LmsLink, type LmsLinkProps } from './navigation/LmsLink';
export { LmsNavLink } from './navigation/LmsNavLink';

export { MainLayout } from './layouts/MainLayout';
export { BlankLayout } from './layouts/BlankLayout';
export { AdminLayout } from './layouts/AdminLayout';
export { PageChrome } from './page/PageChrome';
export { PageTransition } from './page/PageTransition';
export { LoadingBar } from './page/LoadingBar';
export { useCurrentRoute } from './page/useCurrentRoute';

export { Button, type ButtonProps } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Dialog, type DialogProps } from './components/Dialog';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { MarkdownView, type MarkdownViewProps } from './components/MarkdownView';
export { useNotify } from './notifications/useNotify';

export { SUPPORTED_LANGUAGES, resolveLanguage } from './i18n/languages';
export type { NounLabels } from './i18n/noun-labels';

export {
  lmsApi,
  injectArea,
  type AreaHooks,
  operationCall,
  useListCoursesQuery,
  useGetCourseQuery,
  useListMyEnrollmentsQuery,
  useGetUserDocumentQuery,
  useUpdateMyUserDocumentMutation,
} from './store/lms-api';
export type { SerializedLmsError, OperationCall } from './store/functions-base-query';
export type { LmsState, LmsStore, LmsDispatch } from './store/create-lms-store';
export { useLmsDispatch, useLmsSelector, useLmsStore } from './store/hooks';
export { LmsReduxContext } from './store/redux-context';
export {
  notify,
  dismissNotification,
  type LmsNotification,
  type NotificationKind,
} from './store/notifications-slice';
export { selectAuth, selectEnrollments, selectNotifications, selectServerBusy } from './store/selectors';
