// The page's title and meta description: set by PageMeta per route, and by the landing page drawn without React.

function descriptionElement(doc: Document): HTMLMetaElement {
  const existing = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = doc.createElement('meta');
  created.name = 'description';
  doc.head.append(created);
  return created;
}

/** "Page · Product" as the title, and the page's description. */
export function setDocumentHead(
  doc: Document,
  title: string,
  productName: string,
  description: string,
): void {
  doc.title = `${title} · ${productName}`;
  descriptionElement(doc).content = description;
}
