// The whole integration (docs/library.md): the library's stylesheet, the server's back end from its base URL,
// the provider and the router. The page reads the server's address from its <meta name="lms-url">.
import '@lms/react/lms-react.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createServerBackend } from '@lms/core';
import { LmsProvider, LmsRouter } from '@lms/react';

const baseUrl = document.querySelector<HTMLMetaElement>('meta[name="lms-url"]')?.content ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LmsProvider config={{ backend: createServerBackend({ baseUrl }), productName: 'Partner School' }}>
      <LmsRouter />
    </LmsProvider>
  </StrictMode>,
);
