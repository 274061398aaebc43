// Turns lms-core's route table into react-router route objects: one layout route per layout, each table entry a
// child guarded by lms-core's decide (through its loader) and rendering its registered screen.
import type { RouteObject } from 'react-router';
import type { RouteLayout } from '@lms/core';
import type { ScreenRegistry } from '../config/lms-config';
import type { LmsRuntime } from '../runtime/create-lms-runtime';
import { guardLoader } from './guard-loader';
import { LayoutRoute } from './LayoutRoute';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteLoading } from './RouteLoading';
import { RouteScreen } from './RouteScreen';
import { readyPage } from './ready-page';
import { RouterFrame } from './RouterFrame';

const LAYOUT_ORDER: readonly RouteLayout[] = ['main', 'blank', 'admin'];

export function buildLmsRoutes(runtime: LmsRuntime, screens: ScreenRegistry, basename = '/'): RouteObject[] {
  const loader = guardLoader(runtime, basename, (name) => readyPage(runtime, name));
  const layoutRoutes = LAYOUT_ORDER.map((layout): RouteObject => ({
    id: `layout-${layout}`,
    element: <LayoutRoute layout={layout} />,
    children: runtime.routes.routes
      .filter((route) => route.layout === layout)
      .map((route) => ({
        id: route.name,
        path: route.path,
        loader,
        element: <RouteScreen name={route.name} screens={screens} />,
        // The page's own error element: a page that cannot be shown (offline, its code not downloaded) says so
        // inside the layout instead of replacing the whole app.
        errorElement: <RouteErrorPage inLayout />,
      })),
  }));
  return [
    {
      id: 'lms',
      element: <RouterFrame basename={basename} />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <RouteLoading />,
      children: layoutRoutes,
    },
  ];
}
