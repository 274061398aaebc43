import { useCallback } from 'react';
import { pathFor } from '@lms/core';
import type { NavigateOptions } from '../../../navigation/navigation-adapter';
import { useLmsNavigation } from '../../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { catalogueSearch, readCatalogueParams, type CatalogueParams } from './catalogue-params';

/** The catalogue's parameters read from the URL, and a way to change them (which changes the URL). */
export function useCatalogueParams() {
  const navigation = useLmsNavigation();
  const { routes } = useLmsRuntime();
  const basePath = pathFor(routes, 'products');
  const params = readCatalogueParams(navigation.location.search);
  const showParams = useCallback(
    // Typing replaces the history entry, so Back leaves the catalogue instead of undoing letter by letter.
    (next: CatalogueParams, options: NavigateOptions = {}) =>
      navigation.navigate(`${basePath}${catalogueSearch(next)}`, options),
    [navigation, basePath],
  );
  return { params, showParams };
}
