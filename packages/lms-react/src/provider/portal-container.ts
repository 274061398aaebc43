import { createContext, useContext } from 'react';

/**
 * Where dialogs and menus render their floating parts: inside `.lms-root`, so library styles (scoped to it) still
 * apply and nothing is appended to the host page's body.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
