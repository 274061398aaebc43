// The screens' route map: lms-core's route table (spec section 2, access from section 6) as a table, with the
// Storybook stories that open each route (found in the story files, screen-stories.ts), so a designer finds every
// page, who may open it and how it looks.
import { createRouteTable, type RouteAccess, type RouteDefinition } from '@lms/core';
import { screenStoriesByRoute, type ScreenStory, type StoryModule } from './screen-stories';

// Every screen story file, loaded with the page: the map reads which route each story opens from its parameters.
const SCREEN_STORY_MODULES = import.meta.glob<StoryModule>('../stories/screens/**/*.stories.tsx', {
  eager: true,
});

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Anyone',
  guest: 'Visitors (signed-in users move on)',
  user: 'Signed-in users',
  student: 'Students (signed-in users)',
  admin: 'Admins',
};

function StoriesCell({ route, stories }: { route: RouteDefinition; stories: readonly ScreenStory[] }) {
  const [first, ...others] = stories;
  if (first === undefined) {
    return route.redirectTo === undefined ? (
      'No story yet'
    ) : (
      <>
        Redirects to <code>{route.redirectTo}</code>
      </>
    );
  }
  return (
    <>
      <a href={`?path=/story/${first.id}`} target="_top">
        {first.label}
      </a>
      {others.length > 0 && ` and ${others.length} more`}
    </>
  );
}

export function RouteMap({ productNoun = 'course' }: { productNoun?: string }) {
  const table = createRouteTable({ productNoun });
  // Stories are matched against the course-noun table: their routes are written with "course".
  const stories = screenStoriesByRoute(SCREEN_STORY_MODULES);
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
          <th scope="col">Stories</th>
        </tr>
      </thead>
      <tbody>
        {table.routes.map((route) => {
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
                <StoriesCell route={route} stories={stories.get(route.name) ?? []} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
