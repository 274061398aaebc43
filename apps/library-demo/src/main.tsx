// A partner's React app with its own react-router and Redux store, mounting the whole library under /learn
// (docs/library.md, "Inside a host's own router and store"). The page reads the server's address from its
// <meta name="lms-url">.
import '@lms/react/lms-react.css';
import './partner.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createServerBackend } from '@lms/core';
import { createLmsRuntime, LmsProvider, LmsRoutes } from '@lms/react';
import { PartnerHome } from './PartnerHome';
import { PartnerLayout } from './PartnerLayout';
import { createPartnerStore } from './partner-store';

const baseUrl = document.querySelector<HTMLMetaElement>('meta[name="lms-url"]')?.content ?? '';
/** Where this app mounts the library; also its return address for payments and mailed links (`appUrl`). */
const LEARN_PATH = '/learn';

// Made once, outside React: leaving the learning area and coming back keeps the session and the library's cache.
const lms = createLmsRuntime({
  backend: createServerBackend({ baseUrl, appUrl: LEARN_PATH }),
  productName: 'Partner School',
});

const router = createBrowserRouter([
  {
    path: '/',
    element: <PartnerLayout />,
    children: [
      { index: true, element: <PartnerHome /> },
      {
        // The library's pages under /learn: its routes render inside this router, guarded as in <LmsRouter>.
        path: `${LEARN_PATH.slice(1)}/*`,
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
    <Provider store={createPartnerStore()}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
