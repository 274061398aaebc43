// A partner's app as it would install the packed tarballs: its own react-router and Redux store, the library
// under /learn. The check type-checks this with tsc and builds it with Vite, from the tarballs only.
import '@lms/react/lms-react.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createServerBackend, type RouteName } from '@lms/core';
import { createLmsRuntime, LmsProvider, LmsRoutes, type LmsConfig } from '@lms/react';

const partner = createSlice({ name: 'partner', initialState: { visits: 0 }, reducers: {} });
const store = configureStore({ reducer: { partner: partner.reducer } });

const firstRoute: RouteName = 'landing';
const config: LmsConfig = {
  backend: createServerBackend({ baseUrl: 'https://lms.school.example' }),
  productName: 'Partner School',
};
const lms = createLmsRuntime(config);

function PartnerFrame() {
  return (
    <>
      <nav aria-label="Partner">
        <Link to="/">Home</Link> <Link to="/learn">Courses ({firstRoute})</Link>
      </nav>
      <Outlet />
    </>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    element: <PartnerFrame />,
    children: [
      { index: true, element: <h1>Partner home</h1> },
      {
        path: 'learn/*',
        element: (
          <LmsProvider runtime={lms}>
            <LmsRoutes />
          </LmsProvider>
        ),
      },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
