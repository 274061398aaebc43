import { describe, expect, it, vi } from 'vitest';
import { decide } from './navigation-guard';
import { createRouteTable } from './route-table';
import { ADMIN, guardContext, LOADING, recordingLogger, SIGNED_OUT, STUDENT } from './testing/guard-context';

const allow = { kind: 'allow' };
const redirect = (location: string) => ({ kind: 'redirect', location });

describe('guard rule 1: a route needing authentication sends signed-out visitors to /login?redirect=', () => {
  it.each([
    '/profile',
    '/courses/c1',
    '/student/dashboard',
    '/payment/c1',
    '/admin',
    '/admin/test',
    '/no-such-page',
  ])('redirects a signed-out visitor from %s to the login page with the target', (path) => {
    expect(decide(path, guardContext({ auth: SIGNED_OUT }))).toEqual(
      redirect(`/login?redirect=${encodeURIComponent(path)}`),
    );
  });

  it('keeps the full target path with its query and hash, URL-encoded', () => {
    const decision = decide(
      { pathname: '/student/courses/c1/view', search: '?lesson=3&t=a b', hash: '#q' },
      guardContext({ auth: SIGNED_OUT }),
    );
    expect(decision).toEqual(
      redirect('/login?redirect=%2Fstudent%2Fcourses%2Fc1%2Fview%3Flesson%3D3%26t%3Da%20b%23q'),
    );
    const redirectValue = new URL(`https://x.invalid${(decision as { location: string }).location}`)
      .searchParams;
    expect(redirectValue.get('redirect')).toBe('/student/courses/c1/view?lesson=3&t=a b#q');
  });

  it.each([
    '/',
    '/index',
    '/login',
    '/signup',
    '/forgot-password',
    '/contact-support',
    '/reset-password',
    '/email-link',
  ])('lets a signed-out visitor open the public or guest page %s', (path) => {
    expect(decide(path, guardContext({ auth: SIGNED_OUT }))).toEqual(allow);
  });

  it('exception: lets a signed-out visitor open /action-plan/ pages when the app is framed', () => {
    expect(decide('/action-plan/s1', guardContext({ auth: SIGNED_OUT, framed: true }))).toEqual(allow);
  });

  it('exception applies only inside a frame and only to /action-plan/', () => {
    expect(decide('/action-plan/s1', guardContext({ auth: SIGNED_OUT, framed: false }))).toEqual(
      redirect('/login?redirect=%2Faction-plan%2Fs1'),
    );
    expect(decide('/profile', guardContext({ auth: SIGNED_OUT, framed: true }))).toEqual(
      redirect('/login?redirect=%2Fprofile'),
    );
  });
});

describe('guard rule 2: guest-only routes send signed-in users on', () => {
  it('goes to the redirect query value when it is a same-origin path', () => {
    expect(decide('/login?redirect=%2Fcourses%2Fc1%3Ftab%3D2', guardContext())).toEqual(
      redirect('/courses/c1?tab=2'),
    );
    expect(decide('/signup?redirect=/student/courses', guardContext({ auth: ADMIN }))).toEqual(
      redirect('/student/courses'),
    );
  });

  it.each(['/login', '/signup', '/login/', '/LOGIN', '/signup?redirect=/admin'])(
    'ignores a redirect value %j that leads back to a guest-only page',
    (value) => {
      expect(decide(`/login?redirect=${encodeURIComponent(value)}`, guardContext())).toEqual(redirect('/'));
    },
  );

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    'courses',
  ])('ignores the off-site or unsafe redirect value %j', (value) => {
    expect(decide(`/login?redirect=${encodeURIComponent(value)}`, guardContext())).toEqual(redirect('/'));
    expect(decide(`/login?redirect=${encodeURIComponent(value)}`, guardContext({ auth: ADMIN }))).toEqual(
      redirect('/admin/courses'),
    );
  });

  it('ignores a repeated redirect parameter: it is a list, not a string', () => {
    expect(decide('/login?redirect=/courses&redirect=/info', guardContext())).toEqual(redirect('/'));
  });

  it('without a usable redirect sends admins to /admin/{product}s and others to /', () => {
    expect(decide('/login', guardContext({ auth: ADMIN }))).toEqual(redirect('/admin/courses'));
    expect(decide('/signup', guardContext({ auth: STUDENT }))).toEqual(redirect('/'));
    const programs = createRouteTable({ productNoun: 'program' });
    expect(decide('/login', guardContext({ auth: ADMIN, routes: programs }))).toEqual(
      redirect('/admin/programs'),
    );
  });
});

describe('guard rule 3: admin-only routes send non-admins to /student/{product}s with a warning', () => {
  it.each([
    '/admin',
    '/admin/courses',
    '/admin/coupons',
    '/admin/settings',
    '/admin/certificates',
    '/admin/badges',
    '/admin/test',
  ])('redirects a signed-in non-admin away from %s and logs a warning', (path) => {
    const logger = recordingLogger();
    expect(decide(path, guardContext({ auth: STUDENT, logger }))).toEqual(redirect('/student/courses'));
    expect(logger.lines.map((line) => line.level)).toEqual(['warn']);
    expect(logger.lines[0]?.details).toEqual([{ from: path, to: '/student/courses' }]);
  });

  it('lets admins open admin-only and requiresAdmin pages without a warning', () => {
    const logger = recordingLogger();
    expect(decide('/admin/users', guardContext({ auth: ADMIN, logger }))).toEqual(allow);
    expect(decide('/admin/badges', guardContext({ auth: ADMIN, logger }))).toEqual(allow);
    expect(logger.lines).toEqual([]);
  });

  it('then applies the /admin -> /admin/{product}s redirect of the route table for admins', () => {
    expect(decide('/admin', guardContext({ auth: ADMIN }))).toEqual(redirect('/admin/courses'));
    expect(decide('/admin/', guardContext({ auth: ADMIN }))).toEqual(redirect('/admin/courses'));
  });

  it('leaves student pages open to admins: the spec restricts them to signed-in users only', () => {
    expect(decide('/student/courses', guardContext({ auth: ADMIN }))).toEqual(allow);
  });
});

describe('guard rule 4: auto-landing of signed-in non-admins on / and /index', () => {
  const started = () => true;

  it.each(['/', '/index'])(
    'sends a student who started learning from %s to the dashboard on first navigation',
    (path) => {
      expect(decide(path, guardContext({ isFirstNavigation: true, hasStartedLearning: started }))).toEqual(
        redirect('/student/dashboard'),
      );
    },
  );

  it('also auto-lands on a later navigation that carries autoland=1', () => {
    expect(decide('/?autoland=1', guardContext({ hasStartedLearning: started }))).toEqual(
      redirect('/student/dashboard'),
    );
    expect(decide('/index?autoland=1', guardContext({ hasStartedLearning: started }))).toEqual(
      redirect('/student/dashboard'),
    );
  });

  it.each(['/?autoland=0', '/?autoland=true', '/?autoland=1&autoland=1', '/'])(
    'does not auto-land on a later navigation to %s',
    (path) => {
      const hasStartedLearning = vi.fn(started);
      expect(decide(path, guardContext({ hasStartedLearning }))).toEqual(allow);
      expect(hasStartedLearning).not.toHaveBeenCalled();
    },
  );

  it('stays on the page when no learning has started', () => {
    expect(decide('/', guardContext({ isFirstNavigation: true, hasStartedLearning: () => false }))).toEqual(
      allow,
    );
  });

  it('waits for an asynchronous enrolment lookup', async () => {
    const context = guardContext({ isFirstNavigation: true, hasStartedLearning: async () => true });
    const pending = decide('/', context);
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).resolves.toEqual(redirect('/student/dashboard'));
    await expect(decide('/', { ...context, hasStartedLearning: async () => false })).resolves.toEqual(allow);
  });

  it('never auto-lands admins and does not even ask', () => {
    const hasStartedLearning = vi.fn(started);
    expect(
      decide('/?autoland=1', guardContext({ auth: ADMIN, isFirstNavigation: true, hasStartedLearning })),
    ).toEqual(allow);
    expect(hasStartedLearning).not.toHaveBeenCalled();
  });

  it('applies only to / and /index', () => {
    expect(
      decide('/info?autoland=1', guardContext({ isFirstNavigation: true, hasStartedLearning: started })),
    ).toEqual(allow);
  });

  it('counts only a lookup answering exactly true', async () => {
    const junk = (() => 'yes') as unknown as () => boolean;
    expect(decide('/', guardContext({ isFirstNavigation: true, hasStartedLearning: junk }))).toEqual(allow);
  });
});

describe('guard rule 5: a failed redirect check is logged and navigation continues', () => {
  it('allows the navigation and logs an error when the lookup rejects', async () => {
    const logger = recordingLogger();
    const failure = new Error('enrolments unavailable');
    const context = guardContext({
      isFirstNavigation: true,
      logger,
      hasStartedLearning: () => Promise.reject(failure),
    });
    await expect(decide('/', context)).resolves.toEqual(allow);
    expect(logger.lines).toEqual([{ level: 'error', message: expect.any(String), details: [failure] }]);
  });

  it('allows the navigation and logs an error when the lookup throws synchronously', () => {
    const logger = recordingLogger();
    const context = guardContext({
      isFirstNavigation: true,
      logger,
      hasStartedLearning: () => {
        throw new Error('cache unreadable');
      },
    });
    expect(decide('/index', context)).toEqual(allow);
    expect(logger.lines.map((line) => line.level)).toEqual(['error']);
  });

  it('still continues when the logger itself fails', async () => {
    const brokenLogger = {
      ...recordingLogger(),
      error: () => {
        throw new Error('log sink down');
      },
    };
    const context = guardContext({
      isFirstNavigation: true,
      logger: brokenLogger,
      hasStartedLearning: () => Promise.reject(new Error('offline')),
    });
    await expect(decide('/', context)).resolves.toEqual(allow);
  });
});

describe('guard while auth is loading: answers wait, except for public pages that never redirect', () => {
  it.each(['/profile', '/login', '/admin', '/', '/index', '/no-such-page'])('waits on %s', (path) => {
    const hasStartedLearning = vi.fn(() => true);
    expect(
      decide(path, guardContext({ auth: LOADING, isFirstNavigation: true, hasStartedLearning })),
    ).toEqual({
      kind: 'wait',
    });
    expect(hasStartedLearning).not.toHaveBeenCalled();
  });

  it.each(['/forgot-password', '/contact-support', '/reset-password', '/email-link'])(
    'allows %s at once',
    (path) => {
      expect(decide(path, guardContext({ auth: LOADING }))).toEqual(allow);
    },
  );

  it('treats a loading state as loading even if stale flags say signed in', () => {
    expect(decide('/login', guardContext({ auth: { ...ADMIN, isLoading: true } }))).toEqual({ kind: 'wait' });
  });
});

describe('guard on ordinary pages', () => {
  it.each([
    '/profile',
    '/courses',
    '/courses/c1',
    '/student/courses/c1/view',
    '/payment/success',
    '/why-course',
  ])('allows a signed-in student to open %s', (path) => {
    expect(decide(path, guardContext())).toEqual(allow);
  });

  it('uses the configured table: /programs is a page, /courses is not-found (signed-in users see it)', () => {
    const programs = createRouteTable({ productNoun: 'program' });
    expect(decide('/programs', guardContext({ routes: programs, auth: SIGNED_OUT }))).toEqual(
      redirect('/login?redirect=%2Fprograms'),
    );
    expect(decide('/courses', guardContext({ routes: programs }))).toEqual(allow);
  });
});
