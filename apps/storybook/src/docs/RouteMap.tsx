// The screens' route map: lms-core's route table (spec section 2, access from section 6) as a table, with the
// Storybook story of each screen that has one, so a designer finds every page and who may open it.
import { createRouteTable, type RouteAccess, type RouteDefinition } from '@lms/core';

/** Stories per route name (the sidebar id of the story that shows the route). */
export const SCREEN_STORIES: Partial<Record<RouteDefinition['name'], string>> = {
  landing: 'screens-platform-landing--signed-out',
  login: 'screens-users-login--signed-out',
  signup: 'screens-users-signup--with-strict-policy',
  'forgot-password': 'screens-users-forgotpassword--default',
  'reset-password': 'screens-users-resetpassword--from-the-email',
  'email-link': 'screens-users-emaillink--request-link',
  profile: 'screens-users-profile--student',
  info: 'screens-platform-static-pages--info',
  'why-product': 'screens-platform-static-pages--why-course',
  'not-found': 'screens-platform-not-found--unknown-path',
  'product-viewer': 'screens-learning-courseviewer--student-in-progress',
  'admin-products': 'screens-courses-admincourses--admin',
  'student-orders': 'screens-payments-studentorders--loaded',
  'admin-orders': 'screens-payments-adminorders--list',
  'admin-reports': 'screens-reports-adminreports--loaded',
};

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Anyone',
  guest: 'Visitors (signed-in users move on)',
  user: 'Signed-in users',
  student: 'Students (signed-in users)',
  admin: 'Admins',
};

export function RouteMap({ productNoun = 'course' }: { productNoun?: string }) {
  const table = createRouteTable({ productNoun });
  return (
    <table className="lms-docs-table">
      <caption>
        Routes for the product noun “{table.productNoun}” ({table.routes.length} routes)
      </caption>
      <thead>
        <tr>
          <th scope="col">Path</th>
          <th scope="col">Route name</th>
          <th scope="col">Who may open it</th>
          <th scope="col">Layout</th>
          <th scope="col">Story</th>
        </tr>
      </thead>
      <tbody>
        {table.routes.map((route) => {
          const story = SCREEN_STORIES[route.name];
          return (
            <tr key={route.name} data-route={route.name}>
              <td>
                <code>{route.path}</code>
                {route.redirectTo && (
                  <>
                    {' '}
                    → <code>{route.redirectTo}</code>
                  </>
                )}
              </td>
              <th scope="row">{route.name}</th>
              <td>
                {ACCESS_TEXT[route.access]}
                {route.requiresAdmin && ', admins only (requiresAdmin)'}
              </td>
              <td>{route.layout}</td>
              <td>
                {story ? (
                  <a href={`?path=/story/${story}`} target="_top">
                    {story}
                  </a>
                ) : (
                  'No screen yet'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
