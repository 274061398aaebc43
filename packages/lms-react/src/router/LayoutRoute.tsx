import { Outlet } from 'react-router';
import type { RouteLayout } from '@lms/core';
import { AdminLayout } from '../layouts/AdminLayout';
import { BlankLayout } from '../layouts/BlankLayout';
import { MainLayout } from '../layouts/MainLayout';
import { PageTransition } from '../page/PageTransition';

const LAYOUTS = { main: MainLayout, blank: BlankLayout, admin: AdminLayout } as const;

/** A layout of the route table around the current page, which enters with its transition. */
export function LayoutRoute({ layout }: { layout: RouteLayout }) {
  const Layout = LAYOUTS[layout];
  return (
    <Layout>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </Layout>
  );
}
