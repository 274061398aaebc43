import { useContext } from 'react';
import { LmsError } from '@lms/core';
import { NavigationContext, type NavigationAdapter } from './navigation-adapter';

export function useLmsNavigation(): NavigationAdapter {
  const adapter = useContext(NavigationContext);
  if (!adapter) {
    // A developer mistake, reported with the catalogue's closest code rather than a silent no-op navigation.
    throw new LmsError(
      'functions/internal',
      'useLmsNavigation needs a navigation adapter: render inside <LmsRouter> or <NavigationProvider>',
    );
  }
  return adapter;
}
