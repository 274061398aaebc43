import { useContext } from 'react';
import { ScreenPreloadContext } from './screen-preload-context';

export interface PreloadHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * Handlers that start readying the page of the in-app path `to` when the pointer rests on a link or the keyboard
 * reaches it: the moment before the click is usually enough for the screen's code to arrive, so the next page shows
 * at once. Outside a router that readies pages, they do nothing.
 */
export function usePreloadOnIntent(to: string): PreloadHandlers {
  const preload = useContext(ScreenPreloadContext);
  const start = () => preload?.(to);
  return { onPointerEnter: start, onFocus: start };
}
