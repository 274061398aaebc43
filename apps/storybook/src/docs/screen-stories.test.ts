// The Route map's story column comes from the story files: each story's route (its own or its meta's) names a
// route of lms-core's table, placeholders and queries included, and a route's own screen file comes first.
import { describe, expect, it } from 'vitest';
import { createRouteTable } from '@lms/core';
import { routeOfStoryPath, screenStoriesByRoute, type StoryModule } from './screen-stories';

const table = createRouteTable({ productNoun: 'course' });

describe('routeOfStoryPath', () => {
  it.each([
    ['/', 'landing'],
    ['/login?redirect=%2Fprofile', 'login'],
    ['/courses/{course:python}', 'product-detail'],
    ['/student/courses/{course:python}/view', 'product-viewer'],
    ['/payment/success?order={order:paid}', 'payment-success'],
    ['/admin/users?user={user:student}', 'admin-users'],
    ['/no-such-page', 'not-found'],
  ])('%s opens %s', (path, name) => {
    expect(routeOfStoryPath(table, path)).toBe(name);
  });

  it('takes a placeholder with a slash for one segment', () => {
    expect(routeOfStoryPath(table, '/payment/{course:python/2}')).toBe('payment');
  });
});

describe('screenStoriesByRoute', () => {
  const login: StoryModule = {
    default: { title: 'Screens/Users/Login', parameters: { lms: { route: '/login' } } },
    SignedOut: {},
    WithRedirect: { parameters: { lms: { route: '/login?redirect=%2Fprofile' } } },
    Named: { name: 'Shown under another name' },
    __namedExportsOrder: ['WithRedirect', 'SignedOut', 'Named'],
  };
  const guard: StoryModule = {
    default: { title: 'Screens/Platform/Navigation guard', excludeStories: ['helper'] },
    SignedOutVisitor: { parameters: { lms: { route: '/login' } } },
    helper: { parameters: { lms: { route: '/login' } } },
    NoRoute: {},
  };
  const stories = screenStoriesByRoute(
    {
      '../stories/screens/platform/Guard.stories.tsx': guard,
      '../stories/screens/users/Login.stories.tsx': login,
    },
    table,
  );

  it("lists a route's stories with the file that has most of them first, in the file's story order", () => {
    expect(stories.get('login')).toEqual([
      {
        id: 'screens-users-login--with-redirect',
        label: 'Screens/Users/Login › With Redirect',
        file: 'users/Login.stories.tsx',
      },
      {
        id: 'screens-users-login--signed-out',
        label: 'Screens/Users/Login › Signed Out',
        file: 'users/Login.stories.tsx',
      },
      {
        id: 'screens-users-login--named',
        label: 'Screens/Users/Login › Shown under another name',
        file: 'users/Login.stories.tsx',
      },
      {
        id: 'screens-platform-navigation-guard--signed-out-visitor',
        label: 'Screens/Platform/Navigation guard › Signed Out Visitor',
        file: 'platform/Guard.stories.tsx',
      },
    ]);
  });

  it('leaves out excluded exports and stories without a route', () => {
    expect([...stories.keys()]).toEqual(['login']);
  });
});
