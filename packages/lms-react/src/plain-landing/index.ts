// `@lms/react/landing`: a signed-out visitor's first visit to the landing page, drawn without React so the first
// page of the site stays within its budget (docs/performance.md). Its own entry: importing it loads no React.
export { startLandingPage, type LandingPage, type LandingPageConfig } from './start-landing-page';
export type { SessionOnlyBackend } from '../runtime/create-session-backend';
export type { PlainPageConfig } from '../runtime/create-plain-page-runtime';
