import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../test-support/LocationProbe';
import { renderLms } from '../test-support/render-on-domain';
import { seededPlatform, seedPeople } from '../test-support/test-server';

const platform = seededPlatform(seedPeople);

describe('main layout', () => {
  it('shows the product name as a home link, the navigation and sign-in / sign-up when signed out', async () => {
    await renderLms({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Test Academy home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('marks the current page in the navigation', async () => {
    await renderLms({ path: '/contact-support', config: { screens: { 'contact-support': LocationProbe } } });
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers the student areas to a signed-in user and the admin area to admins only', async () => {
    const { server, student } = await platform();
    await renderLms({
      path: '/',
      server,
      signedInAs: student,
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My courses' })).toHaveAttribute('href', '/student/courses');
    expect(within(nav).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('account menu: profile and sign out; signing out ends the session and goes home', async () => {
    const { server, student } = await platform();
    const user = userEvent.setup();
    const view = await renderLms({
      path: '/student/dashboard',
      server,
      signedInAs: student,
      config: { screens: { 'student-dashboard': LocationProbe, profile: LocationProbe } },
    });
    await user.click(await screen.findByRole('button', { name: 'Account of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByText('/profile')).toBeInTheDocument();

    // The menu hides the rest of the page from assistive technology until it has closed.
    await user.click(await screen.findByRole('button', { name: 'Account of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(view.runtime.session.getSnapshot().isAuthenticated).toBe(false));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('admin layout', () => {
  it('has a side navigation of the admin sections that have a screen (not the /admin redirect)', async () => {
    const { server, admin } = await platform();
    await renderLms({
      path: '/admin/users',
      server,
      signedInAs: admin,
      config: { screens: { 'admin-users': LocationProbe } },
    });
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The library's admin screens (this host draws Users with its own screen); one support request's page is
    // reached from the list, not from the navigation.
    expect(names).toEqual([
      'Courses',
      'Coupons',
      'Orders',
      'Users',
      'Survey completions',
      'Survey errors',
      'Reports',
      'Support requests',
      'Settings',
      'Audit log',
      'Certificates',
      'Badges',
      'Test page',
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('blank layout', () => {
  it('shows the action plan without header or navigation', async () => {
    const { server, student } = await platform();
    await renderLms({
      path: '/action-plan/s1',
      server,
      signedInAs: student,
      config: { screens: { 'action-plan': LocationProbe } },
    });
    expect(await screen.findByText('/action-plan/s1')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('catch-all', () => {
  it('shows the not-found page for an unknown path', async () => {
    const { server, student } = await platform();
    await renderLms({ path: '/no/such/page', server, signedInAs: student });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
