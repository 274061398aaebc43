import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { setDocumentHead } from './document-head';
import { useCurrentRoute } from './useCurrentRoute';

/** Page title and meta description per route, from the route table's i18n keys (spec: page meta). */
export function PageMeta() {
  const { config } = useLmsRuntime();
  const { route } = useCurrentRoute();
  const { t } = useTranslation();
  const title = t(route.titleKey);
  const description = t(route.descriptionKey);
  const enabled = config.manageDocumentHead !== false;

  useEffect(() => {
    if (enabled) setDocumentHead(document, title, config.productName, description);
  }, [enabled, title, description, config.productName]);

  return null;
}
