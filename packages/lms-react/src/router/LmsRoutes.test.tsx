import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createMemoryRouter, Link, MemoryRouter, Outlet, Route, RouterProvider, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LmsProvider } from '../provider/LmsProvider';
import { LocationProbe } from '../test-support/LocationProbe';
import { createTestRuntime, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { seededPlatform, seedPeople } from '../test-support/test-server';
import { LmsRouter } from './LmsRouter';
import { LmsRoutes } from './LmsRoutes';
import { mountPath, underMount } from './mount-path';

const probeScreens = { login: LocationProbe, profile: LocationProbe, landing: LocationProbe };

const platform = seededPlatform(async (server) => seedPeople(server));

/** The host's own store, read by its header, which it renders inside <LmsProvider> on purpose. */
function hostStore() {
  const slice = createSlice({
    name: 'host',
    initialState: { thanks: 0 },
    reducers: { thanked: (state) => void (state.thanks += 1) },
  });
  return { store: configureStore({ reducer: { host: slice.reducer } }), thanked: slice.actions.thanked };
}

type HostStore = ReturnType<typeof hostStore>;

function HostFrame({ thanked }: { thanked: HostStore['thanked'] }) {
  const thanks = useSelector((state: { host: { thanks: number } }) => state.host.thanks);
  const dispatch = useDispatch();
  return (
    <>
      <nav aria-label="Host">
        <Link to="/">Host home</Link>
        <Link to="/learn/profile">My profile</Link>
      </nav>
      <p>Host thanks: {thanks}</p>
      <button type="button" onClick={() => dispatch(thanked())}>
        Thank the host
      </button>
      <Outlet />
    </>
  );
}

async function renderInHost(path: string, signedInAs?: { uid: string }) {
  const { server } = await platform();
  const runtime = await createTestRuntime({ server, signedInAs, config: { screens: probeScreens } });
  const host = hostStore();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <HostFrame thanked={host.thanked} />,
        children: [
          { index: true, element: <h1>Host home page</h1> },
          { path: 'learn/*', element: <LmsRoutes /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={host.store}>
      <LmsProvider runtime={runtime}>
        <RouterProvider router={router} />
      </LmsProvider>
    </Provider>,
  );
  return { runtime, server, router, user: userEvent.setup() };
}

const probedLocation = async () => (await screen.findByTestId('location')).textContent;

describe(
  'the library inside a host app with its own router and store',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it("sends a signed-out visitor of a student page to the library's login under the mount path", async () => {
      const { router } = await renderInHost('/learn/profile?tab=security');
      expect(await probedLocation()).toBe('/learn/login?redirect=%2Fprofile%3Ftab%3Dsecurity');
      expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
      expect(router.state.location.pathname).toBe('/learn/login');
    });

    it('takes the visitor back to the page once signed in', async () => {
      const { student } = await platform();
      const { runtime, server } = await renderInHost('/learn/profile');
      expect(await probedLocation()).toBe('/learn/login?redirect=%2Fprofile');
      const session = await server.sessionFor(student.uid);
      act(() => runtime.session.begin(session, true));
      await waitFor(async () => expect(await probedLocation()).toBe('/learn/profile'));
    });

    it("keeps the host's own store and pages beside the library's, and the library's links under the mount path", async () => {
      const { student } = await platform();
      const { user } = await renderInHost('/', student);
      expect(screen.getByRole('heading', { name: 'Host home page' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Thank the host' }));
      expect(screen.getByText('Host thanks: 1')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'My profile' }));
      expect(await probedLocation()).toBe('/learn/profile');
      expect(screen.getByText('Host thanks: 1')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Home with auto-landing' })).toHaveAttribute(
        'href',
        '/learn/?autoland=1',
      );
    });

    it("<LmsRouter> inside a host's <MemoryRouter> renders within it instead of throwing", async () => {
      const { server } = await platform();
      const runtime = await createTestRuntime({ server, config: { screens: probeScreens } });
      render(
        <LmsProvider runtime={runtime}>
          <MemoryRouter initialEntries={['/partner/learn/profile']}>
            <Routes>
              <Route path="/partner/learn/*" element={<LmsRouter basename="/partner/learn" />} />
            </Routes>
          </MemoryRouter>
        </LmsProvider>,
      );
      expect(await probedLocation()).toBe('/partner/learn/login?redirect=%2Fprofile');
    });
  },
);

describe('mount path', () => {
  it('is the URL before the splat, whatever the encoding, and the app paths go under it', () => {
    expect(mountPath('/learn/courses/a%20b', 'courses/a b')).toBe('/learn');
    expect(mountPath('/learn/', '')).toBe('/learn');
    expect(mountPath('/learn', '')).toBe('/learn');
    expect(mountPath('/anything', undefined)).toBe('');
    expect(underMount('/learn', '/')).toBe('/learn');
    expect(underMount('/learn', '/login?redirect=%2F')).toBe('/learn/login?redirect=%2F');
    expect(underMount('', '/')).toBe('/');
    expect(underMount('/learn', 'https://pay.example/checkout')).toBe('https://pay.example/checkout');
  });
});
