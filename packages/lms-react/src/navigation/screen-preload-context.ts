import { createContext } from 'react';

/**
 * Starts readying the page of an in-app path (its screen's code and messages); provided by <LmsRouter>. Links read
 * it here rather than importing the screen registry, which would put every screen in each screen's import graph.
 */
export const ScreenPreloadContext = createContext<((to: string) => void) | null>(null);
