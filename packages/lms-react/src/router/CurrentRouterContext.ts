import { createContext } from 'react';
import type { createBrowserRouter } from 'react-router';

export type LmsDataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router <LmsRouter> created, for the navigation adapter: only the router itself knows, at the moment of a
 * call, that a navigation is under way while React still shows the page it is leaving.
 */
export const CurrentRouterContext = createContext<LmsDataRouter | null>(null);
