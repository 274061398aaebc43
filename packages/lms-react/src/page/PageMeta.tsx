import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLmsRuntime } from '../runtime/useLmsRuntime';
import { useCurrentRoute } from './useCurrentRoute';

function descriptionElement(doc: Document): HTMLMetaElement {
  const existing = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = doc.createElement('meta');
  created.name = 'description';
  doc.head.append(created);
  return created;
}

/** Page title and meta description per route, from the route table's i18n keys (spec: page meta). */
export function PageMeta() {
  const { config } = useLmsRuntime();
  const { route } = useCurrentRoute();
  const { t } = useTranslation();
  const title = t(route.titleKey);
  const description = t(route.descriptionKey);
  const enabled = config.manageDocumentHead !== false;

  useEffect(() => {
    if (!enabled) return;
    document.title = `${title} · ${config.productName}`;
    descriptionElement(document).content = description;
  }, [enabled, title, description, config.productName]);

  return null;
}
