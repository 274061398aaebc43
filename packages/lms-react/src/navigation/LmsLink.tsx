import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLmsNavigation } from './useLmsNavigation';
import { ScreenPreloadContext } from './screen-preload-context';

export interface LmsLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

// Modified clicks (new tab, new window, download) and other buttons keep the browser's own behaviour.
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A real link (works with middle-click and without script) that navigates through the navigation adapter, and
 * starts downloading the target page's screen when pointed at or focused.
 */
export function LmsLink({ to, replace, onClick, onPointerEnter, onFocus, target, ...rest }: LmsLinkProps) {
  const navigation = useLmsNavigation();
  // Pointing at or focusing a link usually comes a moment before the click: enough for the page's code to arrive.
  const preloadPage = useContext(ScreenPreloadContext);
  return (
    <a
      {...rest}
      target={target}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preloadPage?.(to);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadPage?.(to);
      }}
      href={navigation.href ? navigation.href(to) : to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigation.navigate(to, { replace });
      }}
    />
  );
}
